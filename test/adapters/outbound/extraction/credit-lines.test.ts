import { expect } from 'chai';
import { withoutMusicCredits } from '../../../../src/adapters/outbound/extraction/credit-lines.js';

describe('credit lines', () => {
  it('given a video description with music credits among its lines, when read, then the credits leave the prose and the rest stays', () => {
    const lines = 'We walked to the lighthouse.\nAll Songs from Epidemic Sound\nSong Two: Wandering Nomad by Cody Francis\n🎵 Music: licensed via Epidemic Sound\nThen we took the ferry to Vashon Island.';
    const prose = withoutMusicCredits(lines.replace(/\n/g, ' '), lines);
    expect(prose).to.include('lighthouse').and.include('Vashon Island');
    expect(prose).to.not.include('Epidemic Sound').and.not.include('Cody Francis');
  });

  it('given a Japanese music credit line, when read, then it leaves the prose too', () => {
    const lines = '松本城から歩いて縄手通りへ。\n音楽：甘茶の音楽工房';
    expect(withoutMusicCredits(lines.replace(/\n/g, ' '), lines)).to.not.include('甘茶');
  });

  it('given lines that only mention music, when read, then they stay', () => {
    const lines = 'We heard live music at the Temple Bar.';
    expect(withoutMusicCredits(lines, lines)).to.equal(lines);
  });
});
