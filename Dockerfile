# One instance of the site: Next's standalone output (`node lib/lite/serve.mjs server.js`), as
# Next's own Docker example builds it (examples/with-docker), on Node 24 LTS as CI. Build settings
# are build args (the content source is baked into the build); run-time ones (REDIS_URL, secrets)
# come from the environment. `docker compose up` runs two of these behind a load balancer with one Redis.

FROM node:24-bookworm-slim AS base
ENV NEXT_TELEMETRY_DISABLED=1

# Dependencies, only when the lockfile changes.
FROM base AS deps
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund

# The production build. With no Sanity project it builds on the sample dataset.
FROM base AS builder
WORKDIR /app
ARG CONTENT_SOURCE=local
ARG NEXT_PUBLIC_SANITY_PROJECT_ID
ARG NEXT_PUBLIC_SANITY_DATASET
ARG SITE_URL
ENV CONTENT_SOURCE=$CONTENT_SOURCE \
    NEXT_PUBLIC_SANITY_PROJECT_ID=$NEXT_PUBLIC_SANITY_PROJECT_ID \
    NEXT_PUBLIC_SANITY_DATASET=$NEXT_PUBLIC_SANITY_DATASET \
    SITE_URL=$SITE_URL
COPY --from=deps /app/node_modules ./node_modules
COPY . .
RUN npm run build

# What runs: the traced server, its static files and public/, as a user without privileges.
FROM base AS runner
WORKDIR /app
ENV NODE_ENV=production \
    PORT=3000 \
    HOSTNAME=0.0.0.0
RUN groupadd --system --gid 1001 nodejs \
 && useradd --system --uid 1001 --gid nodejs nextjs
COPY --from=builder --chown=nextjs:nodejs /app/.next/standalone ./
USER nextjs
EXPOSE 3000
# The load balancer and Docker ask the same question: does this instance answer?
HEALTHCHECK --interval=10s --timeout=3s --start-period=20s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:3000/api/health').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
# The front (lib/lite/serve.mjs: data saver framework-free) before Next's own server.js, which it
# starts on a loopback port; /api/health is a 503 for an instance started without it.
CMD ["node", "lib/lite/serve.mjs", "server.js"]
