import { expect } from 'chai';
import { command, created, day, editor, event, image, shared, spec, stop } from './fixtures.js';

const history = shared({ days: [day('d1', [stop('s1'), stop('s2')]), day('d2', [stop('s3')])] });
const withImage = [...history, event('DayImageSet', { dayId: 'd1', image: image('m1') })];

describe('Days and stops', () => {
  describe('SetDay', () => {
    it('adds a day with a new id at the end', () => {
      const newDay = day('d3', [stop('s4')], { title: 'Ostia' });
      spec
        .given(history)
        .when(command('SetDay', { day: newDay }, editor))
        .then([event('DaySet', { day: newDay })]);
      const state = spec
        .given(history)
        .when(command('SetDay', { day: newDay }, editor))
        .thenState();
      expect(state.status === 'active' && state.days.map((d) => d.id)).to.deep.equal(['d1', 'd2', 'd3']);
    });

    it('replaces the day with the same id in place, keeping its stored image', () => {
      const next = day('d1', [stop('s9')], { summary: 'Forum', image: image('forged') });
      spec
        .given(withImage)
        .when(command('SetDay', { day: next }))
        .then([event('DaySet', { day: day('d1', [stop('s9')], { summary: 'Forum', image: image('m1') }) })]);
      const state = spec
        .given(withImage)
        .when(command('SetDay', { day: next }))
        .thenState();
      expect(state.status === 'active' && state.days.map((d) => d.id)).to.deep.equal(['d1', 'd2']);
    });

    it('does not let a new day bring its own image', () => {
      spec
        .given(history)
        .when(command('SetDay', { day: day('d3', [], { image: image('forged') }) }))
        .then([event('DaySet', { day: day('d3') })]);
    });

    it('emits nothing when the day is unchanged', () => {
      spec
        .given(withImage)
        .when(command('SetDay', { day: day('d1', [stop('s1'), stop('s2')]) }))
        .thenNothing();
    });

    it("refuses a stop id used by another day, but allows the day's own stop ids", () => {
      spec
        .given(history)
        .when(command('SetDay', { day: day('d1', [stop('s3')]) }))
        .thenThrows('validationFailed', { paths: ['stops[0].id'] });
      spec
        .given(history)
        .when(command('SetDay', { day: day('d1', [stop('s2'), stop('s1')]) }))
        .then([event('DaySet', { day: day('d1', [stop('s2'), stop('s1')]) })]);
    });

    it('refuses a stop id twice within the day', () => {
      spec
        .given(history)
        .when(command('SetDay', { day: day('d4', [stop('x'), stop('x')]) }))
        .thenThrows('validationFailed', { paths: ['stops[1].id'] });
    });

    it('checks the day and its stops', () => {
      spec
        .given(history)
        .when(command('SetDay', { day: { id: '', title: 3, stops: [stop('s5', { name: '' })] } as never }))
        .thenThrows('validationFailed', { paths: ['id', 'title', 'stops[0].name'] });
      spec
        .given(history)
        .when(command('SetDay', { day: { id: 'd5' } as never }))
        .thenThrows('validationFailed', { paths: ['stops'] });
    });
  });

  describe('AddStop', () => {
    it('appends the stop to the day', () => {
      const added = stop('s4', { address: 'Via Appia', coordinate: { latitude: 41.85, longitude: 12.52 } });
      spec
        .given(history)
        .when(command('AddStop', { dayId: 'd2', stop: added }, editor))
        .then([event('StopAdded', { dayId: 'd2', stop: added })]);
      const state = spec
        .given(history)
        .when(command('AddStop', { dayId: 'd2', stop: added }))
        .thenState();
      expect(state.status === 'active' && state.days[1]?.stops).to.deep.equal([stop('s3'), added]);
    });

    it('is notFound for an unknown day, naming it', () => {
      spec
        .given(history)
        .when(command('AddStop', { dayId: 'nope', stop: stop('s4') }))
        .thenThrows('notFound', { message: /Day "nope"/ });
    });

    it('refuses a stop id used on any day', () => {
      spec
        .given(history)
        .when(command('AddStop', { dayId: 'd2', stop: stop('s1') }))
        .thenThrows('validationFailed', { paths: ['id'], message: /duplicate id "s1"/ });
    });

    it('checks the stop: name, coordinate, duration, booking URL', () => {
      spec
        .given(history)
        .when(
          command('AddStop', {
            dayId: 'd1',
            stop: {
              id: 's4',
              name: '',
              coordinate: { latitude: -91, longitude: 0 },
              durationMinutes: -5,
              bookingURL: '/relative',
            },
          }),
        )
        .thenThrows('validationFailed', { paths: ['name', 'coordinate.latitude', 'durationMinutes', 'bookingURL'] });
    });
  });

  describe('ChangeStop', () => {
    it('merges the patch and emits the whole stop with its day', () => {
      const history2 = [created({ days: [day('d1', [stop('s1', { note: 'old', phone: '123' })])] })];
      spec
        .given(history2)
        .when(command('ChangeStop', { stopId: 's1', patch: { note: 'new', phone: null, category: 'museum' } }))
        .then([event('StopChanged', { dayId: 'd1', stop: stop('s1', { note: 'new', category: 'museum' }) })]);
    });

    it('finds stops on any day', () => {
      spec
        .given(history)
        .when(command('ChangeStop', { stopId: 's3', patch: { name: 'Trastevere' } }))
        .then([event('StopChanged', { dayId: 'd2', stop: stop('s3', { name: 'Trastevere' }) })]);
    });

    it('never changes the id', () => {
      spec
        .given(history)
        .when(command('ChangeStop', { stopId: 's3', patch: { id: 'other', note: 'x' } as never }))
        .then([event('StopChanged', { dayId: 'd2', stop: stop('s3', { note: 'x' }) })]);
    });

    it('emits nothing when the patch changes nothing', () => {
      spec
        .given(history)
        .when(command('ChangeStop', { stopId: 's3', patch: { name: 'Stop s3' } }))
        .thenNothing();
    });

    it('refuses to clear the name, and checks what it sets', () => {
      spec
        .given(history)
        .when(command('ChangeStop', { stopId: 's1', patch: { name: null, bookingURL: 'javascript:alert(1)' } }))
        .thenThrows('validationFailed', { paths: ['name', 'bookingURL'] });
    });

    it('is notFound for an unknown stop', () => {
      spec
        .given(history)
        .when(command('ChangeStop', { stopId: 'nope', patch: { note: 'x' } }))
        .thenThrows('notFound', { message: /Stop "nope"/ });
    });
  });

  describe('RemoveStop', () => {
    it('removes the stop from its day', () => {
      spec
        .given(history)
        .when(command('RemoveStop', { stopId: 's2' }, editor))
        .then([event('StopRemoved', { dayId: 'd1', stopId: 's2' })]);
      const state = spec
        .given(history)
        .when(command('RemoveStop', { stopId: 's2' }))
        .thenState();
      expect(state.status === 'active' && state.days[0]?.stops).to.deep.equal([stop('s1')]);
    });

    it('is notFound for an unknown stop', () => {
      spec
        .given(history)
        .when(command('RemoveStop', { stopId: 'nope' }))
        .thenThrows('notFound', { message: /Stop/ });
    });
  });
});
