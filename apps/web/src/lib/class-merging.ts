import { twMerge } from 'tailwind-merge'
import { mergeClassesWith } from './utils'

// From here on `cn` lets later Tailwind utilities override earlier conflicting ones (lib/utils.ts).
mergeClassesWith(twMerge)
