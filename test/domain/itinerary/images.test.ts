import { expect } from 'chai';
import { command, day, editor, event, image, shared, spec } from './fixtures.js';

const history = shared({ days: [day('d1'), day('d2')] });
const withImages = [
  ...history,
  event('DayImageSet', { dayId: 'd1', image: image('m1') }),
  event('CoverImageSet', { image: image('c1') }),
];
const attributed = {
  ...image('m2'),
  attribution: { text: 'Photo by A. Photographer', url: 'https://photos.example/a' },
};

describe('Images', () => {
  describe('SetDayImage', () => {
    it('sets the photo of a day', () => {
      spec
        .given(history)
        .when(command('SetDayImage', { dayId: 'd2', image: attributed }, editor))
        .then([event('DayImageSet', { dayId: 'd2', image: attributed })]);
    });

    it('replaces the photo a day already has', () => {
      const state = spec
        .given(withImages)
        .when(command('SetDayImage', { dayId: 'd1', image: image('m3') }))
        .thenState();
      expect(state.status === 'active' && state.days[0]?.image).to.deep.equal(image('m3'));
    });

    it('emits nothing when the same image is set again', () => {
      spec
        .given(withImages)
        .when(command('SetDayImage', { dayId: 'd1', image: image('m1') }))
        .thenNothing();
    });

    it('is notFound for an unknown day', () => {
      spec
        .given(history)
        .when(command('SetDayImage', { dayId: 'nope', image: image('m1') }))
        .thenThrows('notFound', { message: /Day "nope"/ });
    });

    it('checks the image reference', () => {
      spec
        .given(history)
        .when(
          command('SetDayImage', {
            dayId: 'd1',
            image: { mediaId: '', contentType: 'image/png', attribution: { text: '', url: 'nope' } },
          }),
        )
        .thenThrows('validationFailed', {
          paths: ['image.mediaId', 'image.attribution.text', 'image.attribution.url'],
        });
    });
  });

  describe('RemoveDayImage', () => {
    it('removes the photo and names the media to clean up', () => {
      spec
        .given(withImages)
        .when(command('RemoveDayImage', { dayId: 'd1' }, editor))
        .then([event('DayImageRemoved', { dayId: 'd1', mediaId: 'm1' })]);
      const state = spec
        .given(withImages)
        .when(command('RemoveDayImage', { dayId: 'd1' }))
        .thenState();
      expect(state.status === 'active' && state.days[0]).to.deep.equal(day('d1'));
    });

    it('emits nothing when the day has no photo (idempotent)', () => {
      spec
        .given(withImages)
        .when(command('RemoveDayImage', { dayId: 'd2' }))
        .thenNothing();
    });

    it('is notFound for an unknown day', () => {
      spec
        .given(withImages)
        .when(command('RemoveDayImage', { dayId: 'nope' }))
        .thenThrows('notFound');
    });
  });

  describe('SetCoverImage', () => {
    it('sets the cover photo', () => {
      spec
        .given(history)
        .when(command('SetCoverImage', { image: attributed }, editor))
        .then([event('CoverImageSet', { image: attributed })]);
    });

    it('emits nothing when the same cover is set again', () => {
      spec
        .given(withImages)
        .when(command('SetCoverImage', { image: image('c1') }))
        .thenNothing();
    });

    it('checks the image reference', () => {
      spec
        .given(history)
        .when(command('SetCoverImage', { image: { mediaId: 'm', contentType: ' ' } }))
        .thenThrows('validationFailed', { paths: ['image.contentType'] });
    });
  });

  describe('RemoveCoverImage', () => {
    it('removes the cover photo', () => {
      spec
        .given(withImages)
        .when(command('RemoveCoverImage', {}, editor))
        .then([event('CoverImageRemoved', { mediaId: 'c1' })]);
      expect(spec.given(withImages).when(command('RemoveCoverImage', {})).thenState()).to.not.have.property('cover');
    });

    it('emits nothing when there is no cover (idempotent)', () => {
      spec.given(history).when(command('RemoveCoverImage', {})).thenNothing();
    });
  });
});
