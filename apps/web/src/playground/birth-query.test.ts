import { describe, expect, it } from 'vitest';
import { compositeChartUrl, localDateTime, natalChartUrl, pictureUrl, queryString } from './birth-query';

const amsterdam = { date: '1985-03-12', time: '14:30', timezone: 'Europe/Amsterdam' };
const saoPaulo = { date: '1990-05-15', time: '06:05', timezone: 'America/Sao_Paulo' };

describe('birth queries', () => {
  it('joins the date and time inputs into the local date-time the API takes', () => {
    expect(localDateTime(amsterdam)).toBe('1985-03-12T14:30');
  });

  it('builds the natal chart URL of each version', () => {
    expect(natalChartUrl('v1', amsterdam)).toBe('/hd-data?date=1985-03-12T14:30&timezone=Europe/Amsterdam');
    expect(natalChartUrl('v2', amsterdam)).toBe('/v2/hd-data?date=1985-03-12T14:30&timezone=Europe/Amsterdam');
    expect(natalChartUrl('v3', amsterdam)).toBe('/v3/hd-data?date=1985-03-12T14:30&timezone=Europe/Amsterdam');
  });

  it('adds the second person as date1 and timezone1', () => {
    expect(compositeChartUrl(amsterdam, saoPaulo)).toBe(
      '/v2/hd-data-composite?date=1985-03-12T14:30&timezone=Europe/Amsterdam&date1=1990-05-15T06:05&timezone1=America/Sao_Paulo',
    );
  });

  it('asks for the picture in the page theme, natal or composite', () => {
    expect(pictureUrl('dark', amsterdam)).toBe('/bodygraph.svg?date=1985-03-12T14:30&timezone=Europe/Amsterdam&theme=dark');
    expect(pictureUrl('light', amsterdam, saoPaulo)).toBe(
      '/bodygraph.svg?date=1985-03-12T14:30&timezone=Europe/Amsterdam&date1=1990-05-15T06:05&timezone1=America/Sao_Paulo&theme=light',
    );
  });

  it('encodes what a URL cannot carry and keeps zone slashes readable', () => {
    expect(queryString([['q', 'são paulo & co'], ['timezone', 'America/Argentina/Buenos_Aires']])).toBe(
      'q=s%C3%A3o%20paulo%20%26%20co&timezone=America/Argentina/Buenos_Aires',
    );
  });
});
