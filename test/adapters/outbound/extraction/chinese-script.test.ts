import { expect } from 'chai';
import { chineseScript } from '../../../../src/adapters/outbound/extraction/languages/chinese-script.js';

describe('The script a Chinese page is written in', () => {
  it('given a day plan in simplified characters, when read, then it is simplified (Hans)', () => {
    expect(chineseScript('第一天我们从古城南门出发，沿着城墙走到钟鼓楼，下午去了博物馆，晚上在夜市吃了很多小吃，这里的东西都很好吃。')).to.equal('Hans');
  });

  it('given a trip report in traditional characters, when read, then it is traditional (Hant)', () => {
    expect(chineseScript('第一天我們從古城南門出發，沿著城牆走到鐘鼓樓，下午去了博物館，晚上在夜市吃了很多小吃，這裡的東西都很好吃。')).to.equal('Hant');
  });

  it('given simplified prose that writes one name the old way (臺), when read, then it is still simplified', () => {
    expect(chineseScript('我们第二天坐高铁去了南京，参观了中山陵和总统府，晚上在秦淮河边散步，还去了古臺遗址，风景很美，值得再来。')).to.equal('Hans');
  });

  it('given too few Chinese characters to tell, when read, then the script is not guessed', () => {
    expect(chineseScript('Day 1: 故宫 and the hutongs')).to.equal(undefined);
  });
});
