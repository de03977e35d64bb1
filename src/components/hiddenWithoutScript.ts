// A control that needs a script to do anything (the drawer's toggle, the scheme menu, a notice's button) is
// hidden where scripting is off, rather than shown dead: the page without JavaScript keeps what works.
export const hiddenWithoutScript = { '@media (scripting: none)': { display: 'none' } } as const;

/** A control's stand-in for the page without JavaScript, which the platform answers alone: shown only there. */
export const shownOnlyWithoutScript = { '@media (scripting: enabled)': { display: 'none' } } as const;
