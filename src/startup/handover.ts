// The one hand-over between the page and the app, for every control that both answer: until the app has what
// a control needs (the drawer's code, mounted), the page script answers its presses; from the moment the app
// renders the control with this attribute, the page script leaves it to the app. The attribute is in the page
// exactly when the app's state says it owns the control, so no press is answered twice, or not at all.

/** On a control the app has taken over from the page script. */
export const APP_OWNED_ATTRIBUTE = 'data-app-owned';

/** Whether the app has taken over this control (the page script asks before answering a press). */
export function appOwns(control: Element | null | undefined): boolean {
  return !!control?.hasAttribute(APP_OWNED_ATTRIBUTE);
}

/** The attribute that hands a control to the app, to spread on its element once the app can answer it. */
export function handedToApp(owned: boolean): Record<string, string> {
  return owned ? { [APP_OWNED_ATTRIBUTE]: '' } : {};
}
