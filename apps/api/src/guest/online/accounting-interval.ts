/**
 * How often CoovaChilli reports a guest's time online (RADIUS `Acct-Interim-Interval`; under 60 Chilli ignores it).
 * A session silent for three intervals is taken as lost (guest-online/close-silent-sessions.ts).
 */
export const accountingIntervalSeconds = 300
