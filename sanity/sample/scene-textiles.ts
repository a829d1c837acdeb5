// Abstract scenes for the sample images: bold geometric patterns inspired by African
// textiles and painted walls (kente, bògòlanfini mud cloth, Ndebele painting, adire indigo).
import { round, type Canvas } from '@/sanity/sample/scene-canvas'

export function drawKente(canvas: Canvas, colors: string[]): void {
  const { W, H, rng } = canvas
  const [
    gold = '#f2b705',
    green = '#1c7c3c',
    red = '#c4302b',
    black = '#151515',
    blue = '#1d4f9c',
  ] = colors
  const strip = Math.max(W, H) / rng.int(7, 10)
  const blockH = strip * rng.range(0.9, 1.3)
  const parts: string[] = [`<rect width="${W}" height="${H}" fill="${black}"/>`]
  for (let column = 0; column * strip < W; column++) {
    const x = column * strip
    const base = column % 2 === 0 ? gold : rng.pick([green, red])
    for (let row = 0; row * blockH < H; row++) {
      const y = row * blockH
      const even = (row + column) % 2 === 0
      if (even) {
        // Warp stripes: bands across the block.
        parts.push(
          `<rect x="${round(x)}" y="${round(y)}" width="${round(strip)}" height="${round(blockH)}" fill="${base}"/>`,
        )
        const bands = rng.int(3, 6)
        for (let band = 0; band < bands; band++) {
          const by = y + ((band + 0.5) * blockH) / bands
          parts.push(
            `<rect x="${round(x)}" y="${round(by - blockH * 0.03)}" width="${round(strip)}" height="${round(blockH * 0.06)}" fill="${band % 2 === 0 ? black : rng.pick([red, green, blue])}"/>`,
          )
        }
      } else {
        // Weft block: a solid field with a small stepped motif.
        const field = rng.pick([green, red, blue, gold])
        parts.push(
          `<rect x="${round(x)}" y="${round(y)}" width="${round(strip)}" height="${round(blockH)}" fill="${field}"/>`,
        )
        const step = strip / 6
        for (let s = 0; s < 3; s++) {
          parts.push(
            `<rect x="${round(x + step * (s + 1.5))}" y="${round(y + blockH * 0.2 + s * blockH * 0.2)}" width="${round(step)}" height="${round(blockH * 0.2)}" fill="${field === gold ? black : gold}"/>`,
          )
        }
      }
      parts.push(
        `<rect x="${round(x)}" y="${round(y)}" width="${round(strip)}" height="${round(blockH * 0.025)}" fill="${black}"/>`,
      )
    }
    parts.push(
      `<rect x="${round(x)}" y="0" width="${round(strip * 0.03)}" height="${H}" fill="${black}" fill-opacity="0.8"/>`,
    )
  }
  canvas.body.push(parts.join(''))
}

export function drawMudcloth(canvas: Canvas, colors: string[]): void {
  const { W, H, rng } = canvas
  const [ground = '#3a2417', cream = '#efe2c8', rust = '#7a4a2a'] = colors
  const parts: string[] = [`<rect width="${W}" height="${H}" fill="${ground}"/>`]
  const band = Math.max(W, H) / rng.int(7, 9)
  const stroke = band * 0.06
  const jitter = () => rng.range(-1, 1) * band * 0.03
  for (let row = 0; row * band < H + band; row++) {
    const y = row * band
    const motif = rng.int(0, 4)
    parts.push(
      `<rect x="0" y="${round(y - stroke / 2)}" width="${W}" height="${round(stroke)}" fill="${cream}"/>`,
    )
    if (motif === 0) {
      const points: string[] = []
      for (let x = 0; x <= W + band; x += band * 0.35)
        points.push(
          `${round(x + jitter())},${round(y + (points.length % 2 === 0 ? band * 0.2 : band * 0.8) + jitter())}`,
        )
      parts.push(
        `<polyline points="${points.join(' ')}" fill="none" stroke="${cream}" stroke-width="${round(stroke)}" stroke-linejoin="round"/>`,
      )
    } else if (motif === 1) {
      for (let x = band * 0.25; x < W + band; x += band * 0.25)
        parts.push(
          `<circle cx="${round(x + jitter())}" cy="${round(y + band * 0.5 + jitter())}" r="${round(band * 0.06)}" fill="${cream}"/>`,
        )
    } else if (motif === 2) {
      for (let x = band * 0.5; x < W + band; x += band)
        parts.push(
          `<circle cx="${round(x + jitter())}" cy="${round(y + band * 0.5)}" r="${round(band * 0.32)}" fill="none" stroke="${cream}" stroke-width="${round(stroke)}"/><circle cx="${round(x)}" cy="${round(y + band * 0.5)}" r="${round(band * 0.12)}" fill="${rust}" stroke="${cream}" stroke-width="${round(stroke * 0.8)}"/>`,
        )
    } else if (motif === 3) {
      for (let x = band * 0.5; x < W + band; x += band * 0.8) {
        const cx = x + jitter()
        const cy = y + band * 0.5
        const arm = band * 0.28
        parts.push(
          `<path d="M${round(cx - arm)},${round(cy)} L${round(cx + arm)},${round(cy)} M${round(cx)},${round(cy - arm)} L${round(cx)},${round(cy + arm)}" stroke="${cream}" stroke-width="${round(stroke * 1.2)}" stroke-linecap="round"/>`,
        )
      }
    } else {
      for (let x = 0; x < W + band; x += band * 0.18)
        parts.push(
          `<rect x="${round(x + jitter())}" y="${round(y + band * 0.2)}" width="${round(stroke)}" height="${round(band * 0.6)}" fill="${cream}"/>`,
        )
    }
  }
  canvas.body.push(parts.join(''))
}

export function drawNdebele(canvas: Canvas, colors: string[]): void {
  const { W, H, rng } = canvas
  const [white = '#f6f1e7', black = '#141414', ...brights] = colors
  const palette = brights.length > 0 ? brights : ['#e63946']
  const panel = Math.max(W, H) / rng.int(4, 6)
  const line = panel * 0.045
  const parts: string[] = [`<rect width="${W}" height="${H}" fill="${white}"/>`]
  for (let column = 0; column * panel < W; column++) {
    for (let row = 0; row * panel < H; row++) {
      const x = column * panel
      const y = row * panel
      const motif = rng.int(0, 3)
      const a = rng.pick(palette)
      const b = rng.pick(palette.filter((color) => color !== a))
      const stroke = `stroke="${black}" stroke-width="${round(line)}" stroke-linejoin="miter"`
      const inset = panel * 0.08
      if (motif === 0) {
        // Stepped "staircase" gable
        const steps = 4
        const d: string[] = [`M${round(x + inset)},${round(y + panel - inset)}`]
        for (let s = 0; s < steps; s++) {
          const sx = x + inset + ((panel / 2 - inset) * s) / steps
          const sy = y + panel - inset - ((panel - 2 * inset) * (s + 1)) / steps
          d.push(
            `L${round(sx)},${round(sy)} L${round(sx + (panel / 2 - inset) / steps)},${round(sy)}`,
          )
        }
        for (let s = steps - 1; s >= 0; s--) {
          const sx = x + panel - inset - ((panel / 2 - inset) * s) / steps
          const sy = y + panel - inset - ((panel - 2 * inset) * (s + 1)) / steps
          d.push(
            `L${round(sx - (panel / 2 - inset) / steps)},${round(sy)} L${round(sx)},${round(sy)}`,
          )
        }
        d.push(`L${round(x + panel - inset)},${round(y + panel - inset)}Z`)
        parts.push(`<path d="${d.join(' ')}" fill="${a}" ${stroke}/>`)
      } else if (motif === 1) {
        // Chevrons
        for (let s = 0; s < 3; s++) {
          const cy = y + inset + s * (panel - 2 * inset) * 0.3
          const h = (panel - 2 * inset) * 0.3
          parts.push(
            `<path d="M${round(x + inset)},${round(cy + h)} L${round(x + panel / 2)},${round(cy)} L${round(x + panel - inset)},${round(cy + h)} L${round(x + panel - inset)},${round(cy + h * 1.6)} L${round(x + panel / 2)},${round(cy + h * 0.6)} L${round(x + inset)},${round(cy + h * 1.6)}Z" fill="${s % 2 === 0 ? a : b}" ${stroke}/>`,
          )
        }
      } else if (motif === 2) {
        // Diamond in a frame
        parts.push(
          `<rect x="${round(x + inset)}" y="${round(y + inset)}" width="${round(panel - inset * 2)}" height="${round(panel - inset * 2)}" fill="${a}" ${stroke}/>`,
          `<path d="M${round(x + panel / 2)},${round(y + inset * 2)} L${round(x + panel - inset * 2)},${round(y + panel / 2)} L${round(x + panel / 2)},${round(y + panel - inset * 2)} L${round(x + inset * 2)},${round(y + panel / 2)}Z" fill="${b}" ${stroke}/>`,
          `<rect x="${round(x + panel / 2 - inset)}" y="${round(y + panel / 2 - inset)}" width="${round(inset * 2)}" height="${round(inset * 2)}" fill="${white}" ${stroke}/>`,
        )
      } else {
        // Bold bars
        const bars = 3
        for (let s = 0; s < bars; s++) {
          const bw = (panel - inset * 2) / bars
          parts.push(
            `<rect x="${round(x + inset + s * bw + bw * 0.15)}" y="${round(y + inset)}" width="${round(bw * 0.7)}" height="${round(panel - inset * 2)}" fill="${s === 1 ? b : a}" ${stroke}/>`,
          )
        }
      }
    }
  }
  canvas.body.push(parts.join(''))
}

export function drawAdire(canvas: Canvas, colors: string[]): void {
  const { W, H, rng } = canvas
  const [indigo = '#16224f', mid = '#2c3f82', pale = '#8fa6d8', white = '#e9eef8'] = colors
  const cell = Math.max(W, H) / rng.int(6, 9)
  const line = cell * 0.035
  const parts: string[] = [`<rect width="${W}" height="${H}" fill="${indigo}"/>`]
  for (let column = 0; column * cell < W; column++) {
    for (let row = 0; row * cell < H; row++) {
      const cx = column * cell + cell / 2
      const cy = row * cell + cell / 2
      const motif = (column + row * 2 + rng.int(0, 1)) % 3
      parts.push(
        `<rect x="${round(column * cell + line)}" y="${round(row * cell + line)}" width="${round(cell - line * 2)}" height="${round(cell - line * 2)}" fill="${mid}" fill-opacity="0.55"/>`,
      )
      if (motif === 0) {
        for (let ring = 1; ring <= 3; ring++)
          parts.push(
            `<circle cx="${round(cx)}" cy="${round(cy)}" r="${round((cell * ring) / 8)}" fill="none" stroke="${ring === 3 ? pale : white}" stroke-width="${round(line)}" stroke-opacity="${ring === 3 ? 0.8 : 0.9}"/>`,
          )
      } else if (motif === 1) {
        const petals = 8
        for (let petal = 0; petal < petals; petal++) {
          const angle = (petal / petals) * Math.PI * 2
          parts.push(
            `<ellipse cx="${round(cx + Math.cos(angle) * cell * 0.22)}" cy="${round(cy + Math.sin(angle) * cell * 0.22)}" rx="${round(cell * 0.1)}" ry="${round(cell * 0.045)}" transform="rotate(${round((angle * 180) / Math.PI)} ${round(cx + Math.cos(angle) * cell * 0.22)} ${round(cy + Math.sin(angle) * cell * 0.22)})" fill="${pale}"/>`,
          )
        }
        parts.push(
          `<circle cx="${round(cx)}" cy="${round(cy)}" r="${round(cell * 0.08)}" fill="${white}"/>`,
        )
      } else {
        for (let stripe = -2; stripe <= 2; stripe++)
          parts.push(
            `<path d="M${round(cx - cell * 0.4)},${round(cy + stripe * cell * 0.16)} q${round(cell * 0.2)},${round(-cell * 0.08)} ${round(cell * 0.4)},0 t${round(cell * 0.4)},0" fill="none" stroke="${stripe === 0 ? white : pale}" stroke-width="${round(line)}"/>`,
          )
      }
    }
  }
  canvas.body.push(parts.join(''))
}
