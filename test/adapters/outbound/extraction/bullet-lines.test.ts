import { expect } from 'chai';
import { bulletItems } from '../../../../src/adapters/outbound/extraction/bullet-lines.js';

describe('Lists typed with bullets at their lines\' start', () => {
  it('given three bulleted lines or more, when read, then each line is an item, but for a transfer between stations', () => {
    expect(bulletItems('★8月11日\n・移動 タシケント南駅ーブハラ駅\n・ラビハウズ\n・カラーン・モスク\n・ライトアップ観賞')).to.deep.equal(['ラビハウズ', 'カラーン・モスク', 'ライトアップ観賞']);
    expect(bulletItems('• Museo del Prado\n• Retiro\n- Airport – Hotel transfer\n• Plaza Mayor')).to.deep.equal(['Museo del Prado', 'Retiro', 'Plaza Mayor']);
    expect(bulletItems('○ハビブ・ブルキバ通り\n○メディナ\n◎グラン・モスク')).to.deep.equal(['ハビブ・ブルキバ通り', 'メディナ', 'グラン・モスク']);
  });

  it('given fewer bulleted lines, when read, then the block is prose', () => {
    expect(bulletItems('We walked on.\n- then the Retiro\nand home.')).to.deep.equal([]);
  });
});
