import { expect } from 'chai';
import { isSectionLabel, placeSectionIsAbout } from '../../../src/domain/import/section-labels.js';

describe('section labels', () => {
  describe('isSectionLabel', () => {
    it('given headings made of section words, when judged, then they are labels', () => {
      expect(isSectionLabel('Things to Know')).to.equal(true);
      expect(isSectionLabel('Catégorie')).to.equal(true);
      expect(isSectionLabel('Atrações')).to.equal(true);
      expect(['スケジュール', '食事', 'おでかけ', '상세설명', 'Описание'].every(isSectionLabel)).to.equal(true);
      expect(isSectionLabel('Restaurantes')).to.equal(true);
      expect(isSectionLabel('Mein Insidertipp')).to.equal(true);
      expect(isSectionLabel('Transcription')).to.equal(true);
      expect(isSectionLabel('Arrival and Check-in')).to.equal(true);
      expect(isSectionLabel('Consejos prácticos')).to.equal(true);
      expect(isSectionLabel('Road trip tip')).to.equal(true);
      expect(isSectionLabel('Hidden Gems')).to.equal(true);
      // A trip's own German compounds and a comment form's heading.
      for (const label of ['Reiseverlauf', 'Reisebaustein', 'Dein Kommentar']) expect(isSectionLabel(label), label).to.equal(true);
      expect(isSectionLabel('Reisen')).to.equal(false);
      for (const label of ['가능', '특히 주의', '현실 포인트', '注意点', '注意事项']) expect(isSectionLabel(label), label).to.equal(true);
    });

    it('given the labels of a CJK guide\'s facts box, when judged, then they are labels; names are not', () => {
      for (const label of ['위치', '특징', '영업시간', '시작하며', '볼거리', 'アクセス', '営業時間', '地址', '营业时间']) expect(isSectionLabel(label), label).to.equal(true);
      // A Korean plan table's columns.
      for (const label of ['여행일정', '관광', '주차비', '식사', '오늘 일정', 'モデルコース', 'みどころ', '角館観光のポイント']) expect(isSectionLabel(label), label).to.equal(true);
      for (const name of ['경복궁', '清水寺', '宽窄巷子']) expect(isSectionLabel(name), name).to.equal(false);
    });

    it('given the labels of a venue\'s facts in the European languages, when judged, then they are labels', () => {
      for (const label of ['Endereço', 'Funcionamento', 'Öffnungszeiten', 'Horaires', 'Dirección', 'Indirizzo', 'Opening hours']) expect(isSectionLabel(label), label).to.equal(true);
    });

    it('given a trip report\'s parts, a facts box\'s questions and a bare invitation, when judged, then they are labels; an invitation before a name is not', () => {
      for (const label of ['목적', '소감', '경비', '리뷰', 'Wann', 'Was', 'Uhr', 'Explorar', 'Visiter', "L'itinéraire", 'Transcrição']) expect(isSectionLabel(label), label).to.equal(true);
      expect(isSectionLabel('Explorar el Circuito Chico')).to.equal(false);
    });

    it('given a heading that names a kind of place, when judged, then it is no label', () => {
      expect(isSectionLabel('Best Ramen in Shinjuku')).to.equal(false); // "ramen" is a kind of place
      expect(isSectionLabel('Museum of the Best')).to.equal(false);
    });

    it('given the section words of German, Italian, Spanish, French and Portuguese guides, when judged, then they are labels, accents or not', () => {
      for (const label of ['Vorbereitungen', 'Fazit', 'Überblick', 'Tradizioni', 'Curiosità', 'Tradiciones', 'Conclusión', 'Résumé', 'Tradições', 'Jogo']) {
        expect(isSectionLabel(label), label).to.equal(true);
      }
    });

    it('given a plain name, when judged, then it is no label', () => {
      expect(isSectionLabel('Alfama')).to.equal(false);
      expect(isSectionLabel('Fushimi Inari')).to.equal(false);
    });
  });

  describe('placeSectionIsAbout', () => {
    it('given a heading of a few words, "in" and a place, then it gives the place; not for a kind of place in it', () => {
      expect(placeSectionIsAbout('Sehenswertes in Münster und Umgebung')).to.equal('Münster');
      expect(placeSectionIsAbout('Dove mangiare a Bari')).to.equal('Bari');
      expect(placeSectionIsAbout('Picasso Museum in Münster')).to.equal(undefined);
      expect(placeSectionIsAbout('Prinzipalmarkt')).to.equal(undefined);
    });
  });
});
