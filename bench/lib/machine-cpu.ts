// CPU time read off Linux's /proc, in ms: a process's or a thread's, and the whole machine's
// (every process and the kernel, wrk's included), which the benches read around their runs.
import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";

/** The kernel's clock ticks per second, the unit of /proc's CPU times. */
const CLOCK_TICKS = Number(execFileSync("getconf", ["CLK_TCK"]).toString().trim());

/** utime and stime, the 14th and 15th fields of a stat file, counted after the closing ")". */
export function cpuMsOf(statFile: string): number {
  const stat = readFileSync(statFile, "utf8");
  const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / CLOCK_TICKS;
}

/**
 * All cores' time since boot (/proc/stat's first line): `busy` running anything (user, nice,
 * system, irq, softirq) and `idle` (idle, iowait). Time stolen by a hypervisor is neither.
 */
export function machineCpuMs(): { busy: number; idle: number } {
  const line = readFileSync("/proc/stat", "utf8").split("\n", 1)[0] ?? "";
  const [user = 0, nice = 0, system = 0, idle = 0, iowait = 0, irq = 0, softirq = 0] = line
    .trim()
    .split(/\s+/)
    .slice(1)
    .map(Number);
  const ms = (ticks: number) => (ticks * 1000) / CLOCK_TICKS;
  return { busy: ms(user + nice + system + irq + softirq), idle: ms(idle + iowait) };
}
