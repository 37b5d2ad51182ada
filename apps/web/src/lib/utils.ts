import { clsx, type ClassValue } from 'clsx'

/**
 * tailwind-merge, once the console's runtime has loaded it (lib/class-merging.ts): the sign-in page renders without
 * it (about 8 KB of its first load, docs/decisions/030), its components passing no conflicting classes.
 */
let merge: (classes: string) => string = (classes) => classes

export function mergeClassesWith(merger: (classes: string) => string) {
  merge = merger
}

/** Joins class names, letting later Tailwind utilities override earlier conflicting ones. */
export function cn(...inputs: ClassValue[]) {
  return merge(clsx(inputs))
}
