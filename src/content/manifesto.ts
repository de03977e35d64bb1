// The full text of the featured post, "The Cognitive Sovereignty Manifesto". It lives in its own
// module so that only the article page loads it. Format, one line at a time: "## " starts a
// section heading, "• " starts a list item (consecutive items form one list), an empty line
// separates blocks, and any other line is a paragraph.
/** The manifesto in plain words, at a lower-secondary reading level (WCAG 3.1.5), shown above it. */
export const manifestoSummary =
  'Artificial intelligence (AI) is a new kind of tool. It can do more and more of our thinking for us. That helps, but we can lose the skills we stop using. We ask you to try things first, to check what AI tells you, and to keep using your own skills. We ask the people who make AI tools, and groups like schools and employers, to help people keep thinking for themselves.';

export const manifestoContent: string = `Every generation inherits tools that change how it thinks. Writing changed what we needed to remember. Calculators changed what we needed to compute. Search engines changed what we needed to know by heart. Each time, something was gained and something was traded away, and each time the trade was made mostly without anyone deciding to make it.

Artificial intelligence (AI) is a different kind of tool. It does not only store facts or perform a single operation. It drafts, summarises, recommends, plans, explains and argues. It can stand in for a growing share of the work a mind does. That makes it extraordinarily useful. It also means the question of what we keep doing ourselves has never mattered more.

This manifesto is our attempt to answer that question in the open. It is not a call to reject AI. It is a call to use it on terms that leave people more capable, not less.

## What we mean by cognitive sovereignty

Cognitive sovereignty is the ability to direct your own thinking: to remember what matters to you, to hold your attention where you choose, to weigh evidence and reach your own conclusions, and to work through a hard problem when no assistant is at hand. It is not a measure of intelligence, and it is not the same as doing everything unaided. A sovereign mind can delegate freely. What it cannot afford is to lose the option of not delegating.

We use the word sovereignty deliberately. Sovereignty is about who decides. When a tool chooses what you see, finishes your sentences, and settles your judgements before you have formed them, the decision has moved, even if every individual step felt like a convenience. Our concern is not any one interaction. It is the slow accumulation of interactions that no one, including the person concerned, ever chose as a whole.

## What is at risk

The mental abilities we care about are not fixed possessions. They are closer to skills, and skills are maintained by use. Decades of research on automation, memory and learning give us reasons to take the following risks seriously, and much of our own work is about finding out how large they really are, for whom, and under what conditions.

• Automation bias: the tendency to accept a system’s output over our own judgement, even when the output is wrong and the evidence against it is in plain view.
• Skill atrophy: the gradual loss of fluency in tasks we no longer practise, such as writing a first draft, doing a calculation, or navigating a city, which often goes unnoticed until the tool is unavailable.
• Fragmented attention: the habit of reaching for an instant answer at the first sign of difficulty, which shortens the stretches of sustained focus that deep work and learning require.
• Memory offloading: storing knowledge in the tool instead of in ourselves, which can free the mind for other work but can also leave us without the connected knowledge that understanding is built from.
• Eroded critical thinking: accepting fluent, confident text as if fluency were evidence, and losing the practice of asking where a claim comes from and what would change our mind.

None of these effects is inevitable. Used well, AI can also strengthen each of these abilities: a tutor that asks before it tells, a reference that shows its sources, an assistant that hands the hard part back to you when you are ready for it. The difference lies in design and in habit, which is exactly why it is worth studying.

## What individuals can do

Protecting your own thinking does not require giving anything up. It requires noticing what you hand over and deciding, now and then, to keep some of it. We suggest a few simple practices, which our research programme will test and refine.

• Try first, then ask. Spend a few minutes on a problem before you consult an assistant, so that its answer meets a mind that has already engaged.
• Check one claim in every answer you rely on, and notice how often the check changes your view.
• Keep some skills deliberately in use, such as writing, arithmetic or finding your way, in the same spirit in which people walk rather than always drive.
• Protect periods of unassisted focus, and treat the urge to look something up as a signal to pause rather than a command.
• Explain the result back to yourself. If you cannot say why an answer is right, you have borrowed it rather than learned it.

## What designers owe their users

Those who build AI systems shape the habits of millions of people. Convenience is a design goal, but it should not be the only one. We ask designers to measure success partly by what users can still do without the product, and to treat the long-term capability of their users as a responsibility rather than an externality.

• Make the reasoning visible: show sources, uncertainty and alternatives, so that users can judge an answer instead of simply receiving it.
• Offer modes that teach as well as modes that do, and let people choose between them easily.
• Avoid designs that reward reflexive dependence, such as endless suggestions that pre-empt the user’s own first thought.
• Give people honest, private feedback about their own patterns of reliance, and leave the decision about what to change with them.

## What institutions must do

Schools, employers, health systems and governments decide how AI enters the places where people learn and work. Their choices set defaults that individuals cannot easily override. Schools should be clear about which skills must still be practised unaided, and why. Employers adopting AI should plan for the moments when the system is wrong or unavailable, and keep the human skills those moments require. Funders and regulators should support independent, long-term research on cognitive effects, because the people who profit from adoption are not the best placed to measure its costs.

Above all, institutions should treat human capability as something worth tracking. We measure the productivity gains of new tools with great care. We rarely measure what happens to the people using them over years. That gap is where the foundation intends to work.

## The role of CogniGuard

CogniGuard is our attempt to put these principles into practice. It is a multi-agent platform that works alongside the AI tools people already use. Separate agents take on separate tasks: one notices patterns of reliance, another suggests moments for retrieval practice or a first attempt, another helps a user check a claim before accepting it. None of them is there to forbid anything. Their purpose is to make the trade visible and to give the choice back to the person.

We are building CogniGuard on three commitments. It keeps personal data on the user’s own device wherever possible and asks for consent before it observes anything. It is evaluated against the research questions in this manifesto, and we will publish what works and what does not. And it is designed to become less necessary over time, as the habits it supports become the user’s own.

## An invitation

We do not yet know the full shape of the risks we describe, and we will not pretend otherwise. What we know is that the question deserves patient, independent study, and that the answers should belong to everyone. We invite researchers to challenge our hypotheses, designers to adopt and improve these principles, institutions to join our studies, and every reader to notice, this week, one thing they have stopped doing for themselves and to decide whether they want it back.

A mind that chooses what to delegate remains its own. That is the future we are working for.`;
