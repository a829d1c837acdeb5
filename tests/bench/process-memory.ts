// The memory of a process tree on Linux, read from /proc: what the scale benchmarks
// (bench:build, bench:crawl) report of the servers and builds they start.
import { readdirSync, readFileSync, readlinkSync } from 'node:fs'

/** Each process's parent, from /proc (Linux). */
export function processParents(): Map<number, number> {
  const parents = new Map<number, number>()
  for (const name of readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue
    try {
      // The command name is in brackets and may hold spaces: the fields after it are fixed.
      const stat = readFileSync(`/proc/${name}/stat`, 'utf8')
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1])
      parents.set(Number(name), ppid)
    } catch {
      // The process ended meanwhile.
    }
  }
  return parents
}

/** The processes below `root` (not `root` itself). */
export function descendants(root: number, parents = processParents()): number[] {
  const below = (pid: number): boolean => {
    for (let p = parents.get(pid); p !== undefined && p > 1; p = parents.get(p)) {
      if (p === root) return true
    }
    return false
  }
  return [...parents.keys()].filter(below)
}

/** A process's resident memory (kB), 0 once it has ended. */
export function rssKb(pid: number): number {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8')
    return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0)
  } catch {
    return 0
  }
}

/** Resident memory (kB) of every process below `root`, from /proc (Linux). */
export function treeRssKb(root: number): number {
  return descendants(root).reduce((total, pid) => total + rssKb(pid), 0)
}

/**
 * The process of this bench's that leads the tree listening on 127.0.0.1:`port`: the socket's
 * inode from /proc/net/tcp, the process holding it among this one's descendants, then its
 * ancestors up to this process's child. (`next start` renames itself: its command line would not
 * tell.)
 */
export function serverLeader(port: number): number {
  const inodes = new Set<string>()
  for (const table of ['/proc/net/tcp', '/proc/net/tcp6']) {
    let text: string
    try {
      text = readFileSync(table, 'utf8')
    } catch {
      continue
    }
    for (const line of text.split('\n').slice(1)) {
      // sl, local address (HEX:PORT), remote address, state (0A: listening), … inode (10th).
      const fields = line.trim().split(/\s+/)
      const localPort = Number.parseInt(fields[1]?.split(':')[1] ?? '', 16)
      if (localPort === port && fields[3] === '0A' && fields[9]) inodes.add(fields[9])
    }
  }
  const parents = processParents()
  for (const pid of descendants(process.pid, parents)) {
    let fds: string[]
    try {
      fds = readdirSync(`/proc/${pid}/fd`)
    } catch {
      continue
    }
    const listens = fds.some((fd) => {
      try {
        return inodes.has(
          /^socket:\[(\d+)\]$/.exec(readlinkSync(`/proc/${pid}/fd/${fd}`))?.[1] ?? '',
        )
      } catch {
        return false
      }
    })
    if (!listens) continue
    let leader = pid
    for (let p = parents.get(leader); p !== undefined && p !== process.pid; p = parents.get(p)) {
      leader = p
    }
    return leader
  }
  // No socket found (another /proc layout): the server is this bench's only child then.
  const children = [...parents].filter(([, ppid]) => ppid === process.pid).map(([pid]) => pid)
  if (children.length === 1 && children[0] !== undefined) return children[0]
  throw new Error(`No process of this bench's listens on port ${port}.`)
}
