import type { Language } from '@wifi/contract'
import { en } from './en.ts'
import { vi, type MailTexts } from './vi.ts'

/** The emails' catalog of each language: one the contract adds fails the typecheck here until it has its own. */
export const mailTexts: Record<Language, MailTexts> = { vi, en }
