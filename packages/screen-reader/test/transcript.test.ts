// The harness on a recorded log: what Orca said when the skip link led Firefox to name the document instead of
// where the visitor landed (fixtures/, recorded on the site this package was written for). A transcript leaves
// "… document web." out only of a step in which a page loaded; an in-page step that says it fails, whether its
// lines are compared or only recorded.
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { comparedPart, documentNamedInPage, SpeechLog, transcript, type Step } from '../src/index';

const recorded = join(import.meta.dirname, 'fixtures/firefox-skip-link-document-named.orca-debug.out');
const documentNamed = 'Cognitive Resilience Foundation: the cognitive risks of overreliance on AI document web.';

/** The recorded visit as the spec takes it down: the page opened, then one step for each key the visitor pressed. */
function recordedSteps(): Step[] {
  const steps: Step[] = [{ step: 'open /', said: [], loaded: true }];
  for (const entry of new SpeechLog(recorded).read()) {
    if ('key' in entry) {
      if (/^(Shift|Control|Alt)/.test(entry.key)) continue;
      steps.push({ step: entry.key === 'ISO_Left_Tab' ? 'shift+Tab' : entry.key, said: [] });
    } else if ('said' in entry) steps.at(-1)!.said.push(entry.said);
  }
  return steps;
}

describe('the Orca harness, on a recorded log', () => {
  const steps = recordedSteps();
  const skipLink = steps.find((step) => step.step === 'Return')!;

  it('reads the steps as they were said', () => {
    expect(steps[0]!.said).toContain(documentNamed);
    expect(skipLink.said).toEqual([documentNamed]);
    expect(steps.at(-1)).toEqual({
      step: 'h',
      said: ['Keep your mind your own in the age of artificial intelligence heading level 1.'],
    });
  });

  it('leaves the document’s name out of the step that loaded the page, and only there', () => {
    const text = transcript(steps);
    const [opening, ...rest] = text.split('\n» ');
    expect(opening).not.toContain('document web');
    expect(rest.find((step) => step.startsWith('Return'))).toBe(`Return\n  ${documentNamed}`);
  });

  it('fails an in-page step that names the document, compared or only recorded', () => {
    expect(documentNamedInPage(steps)).toEqual([`Return: ${documentNamed}`]);
    const recordedOnly = steps.map((step) => (step === skipLink ? { ...step, timing: true } : step));
    expect(comparedPart(transcript(recordedOnly))).not.toContain('document web');
    expect(documentNamedInPage(recordedOnly)).toEqual([`Return: ${documentNamed}`]);
  });

  it('passes the same visit once the step says where the visitor landed', () => {
    const landed = steps.map((step) =>
      step === skipLink ? { ...step, said: ['Independent non-profit research.'] } : step,
    );
    expect(documentNamedInPage(landed)).toEqual([]);
  });

  it('keeps what a load says in a step that loaded nothing', () => {
    const inPage: Step = { step: 'Return', said: ['Loading. Please wait.', 'document web.'] };
    expect(transcript([inPage])).toBe('» Return\n  Loading. Please wait.\n  document web.');
    expect(transcript([{ ...inPage, loaded: true }])).toBe('» Return');
  });

  it('leaves the window’s new title out of a step that loaded a page, and only there', () => {
    const opening: Step = { step: 'open /', said: ['A page — Mozilla Firefox frame.', 'Finished loading A page.'] };
    expect(transcript([{ ...opening, loaded: true }])).toBe('» open /\n  Finished loading A page.');
    expect(transcript([opening])).toContain('Mozilla Firefox frame.');
    // A frame in the page is the page's, and is kept.
    expect(transcript([{ step: 'open /', said: ['Video frame.'], loaded: true }])).toContain('Video frame.');
  });

  it('writes a changed state at the end of its step, whenever it was said, and still compares it', () => {
    const opened = (said: string[]): Step[] => [{ step: 'Return', said, stateSaid: 'expanded' }];
    const after = transcript(opened(['Theme panel.', 'System.', 'Browse mode', 'expanded']));
    expect(transcript(opened(['expanded', 'Theme panel.', 'System.', 'Browse mode']))).toBe(after);
    expect(after).toBe('» Return\n  Theme panel.\n  System.\n  Browse mode\n  expanded');
    // A state not said, or a focus said differently, still differs from the reviewed transcript.
    expect(comparedPart(transcript(opened(['Theme panel.', 'System.', 'Browse mode'])))).not.toBe(comparedPart(after));
    expect(transcript(opened(['expanded', 'Theme.', 'System.', 'Browse mode']))).not.toBe(after);
    // Only the one state: other lines keep the order they were said in.
    expect(transcript([{ step: 'Return', said: ['expanded', 'Theme panel.'] }])).toBe(
      '» Return\n  expanded\n  Theme panel.',
    );
  });
});
