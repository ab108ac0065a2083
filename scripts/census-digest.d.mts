/**
 * The digest of survey files: the first file's records, with the unknown ones replaced by the
 * records later files give of the same seeds. `lines` are what the script prints, `replaced` how many unknown
 * records the later files decided, `unknown` the seeds left unknown, in order.
 */
export function digest(files: string[]): Promise<{ lines: string[]; replaced: number; unknown: number[] }>;
