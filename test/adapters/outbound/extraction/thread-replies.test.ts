import { expect } from 'chai';
import { parseHtmlDocument } from '../../../../src/adapters/outbound/extraction/dom.js';
import { leftOutReplies } from '../../../../src/adapters/outbound/extraction/thread-replies.js';

const question = 'What is the best way to use two days in Mendocino? We have a hotel but have never been there before.';
const reply = (id: number, text: string): string => `<div class="comments" id="c${id}">${text}<br><span class="smallcopy">posted by someone at 2:0${id} PM</span></div>`;

describe('leftOutReplies', () => {
  it('given a Q&A page whose answers the article leaves out, when read, then the answers are its replies', () => {
    const page = parseHtmlDocument(`<body><div class="question">${question}</div>${reply(1, 'My top picks are Gallery Bookshop and, not far away, Point Cabrillo Light. Big River beach is our usual spot.')}${reply(2, 'I always tell people to go to Glass Beach, roughly 20 miles north of town; it is genuinely striking.')}${reply(3, 'Thanks!')}</body>`);
    const replies = parseHtmlDocument(`<body>${leftOutReplies(page, question)}</body>`).body!.textContent ?? '';
    expect(replies).to.include('Gallery Bookshop').and.include('Glass Beach').and.not.include('Thanks!');
  });

  it('given replies inside a comments section, when read, then each reply is read once and the section is no reply of its own', () => {
    const answers = ['My top picks are Gallery Bookshop and, not far away, Point Cabrillo Light. Big River beach is our usual spot.', 'I always tell people to go to Glass Beach, roughly 20 miles north of town; it is genuinely striking.'];
    const page = parseHtmlDocument(`<body><p>${question}</p><section id="comments">${answers.map((answer) => `<div class="comment">${answer}</div>`).join('')}</section></body>`);
    const replies = parseHtmlDocument(`<body>${leftOutReplies(page, question)}</body>`);
    expect(Array.from(replies.querySelectorAll('body > div')).map((reply) => reply.textContent)).to.deep.equal(answers);
  });

  it('given a thread whose first post the article kept, when read, then the posts after it are its replies', () => {
    const answers = ['My top picks are Gallery Bookshop and, not far away, Point Cabrillo Light. Big River beach is our usual spot.', 'We drove past Glass Beach yesterday and had a look at the tide pools; we are definitely going back this weekend.'];
    const page = parseHtmlDocument(`<body>${answers.map((answer, i) => reply(i, answer)).join('')}</body>`);
    const replies = parseHtmlDocument(`<body>${leftOutReplies(page, answers[0]!)}</body>`).body!.textContent ?? '';
    expect(replies).to.include('Glass Beach').and.not.include('Gallery Bookshop');
  });

  it('given one comment, or replies the article already holds, when read, then nothing is left out', () => {
    const one = parseHtmlDocument(`<body><p>${question}</p>${reply(1, 'My top picks are Gallery Bookshop and, not far away, Point Cabrillo Light. Big River beach is our usual spot.')}</body>`);
    expect(leftOutReplies(one, question)).to.equal(undefined);
    const answers = ['My top picks are Gallery Bookshop and, not far away, Point Cabrillo Light. Big River beach is our usual spot.', 'I always tell people to go to Glass Beach, roughly 20 miles north of town; it is genuinely striking.'];
    const held = parseHtmlDocument(`<body>${answers.map((answer, i) => reply(i, answer)).join('')}</body>`);
    expect(leftOutReplies(held, `${question} ${answers.join(' ')}`)).to.equal(undefined);
  });
});
