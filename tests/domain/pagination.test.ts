import { describe, expect, it } from 'vitest';
import { pageWindow, pageWindowAround } from '../../src/domain/pagination';

describe('pageWindow (at most N numbers, centred)', () => {
  it('shows every page when there are no more than N', () => {
    expect(pageWindow(1, 3, 5)).toEqual([1, 2, 3]);
    expect(pageWindow(5, 5, 5)).toEqual([1, 2, 3, 4, 5]);
  });

  it('centres the current page in the middle of the range', () => {
    expect(pageWindow(6, 12, 5)).toEqual([4, 5, 6, 7, 8]);
  });

  it('pins the window to the first pages near the start', () => {
    expect(pageWindow(1, 12, 5)).toEqual([1, 2, 3, 4, 5]);
    expect(pageWindow(2, 12, 5)).toEqual([1, 2, 3, 4, 5]);
  });

  it('pins the window to the last pages near the end', () => {
    expect(pageWindow(12, 12, 5)).toEqual([8, 9, 10, 11, 12]);
    expect(pageWindow(11, 12, 5)).toEqual([8, 9, 10, 11, 12]);
  });

  it('leans forward with an even window size', () => {
    expect(pageWindow(5, 10, 4)).toEqual([4, 5, 6, 7]);
  });

  it('clamps a current page outside the range', () => {
    expect(pageWindow(0, 12, 5)).toEqual([1, 2, 3, 4, 5]);
    expect(pageWindow(40, 12, 5)).toEqual([8, 9, 10, 11, 12]);
  });

  it('defaults to 5 numbers', () => {
    expect(pageWindow(7, 20)).toEqual([5, 6, 7, 8, 9]);
  });

  it('is empty with no pages or no room for numbers', () => {
    expect(pageWindow(1, 0, 5)).toEqual([]);
    expect(pageWindow(1, 10, 0)).toEqual([]);
  });
});

describe('pageWindowAround (radius either side)', () => {
  it('shows 2 pages either side of the current page', () => {
    expect(pageWindowAround(5, 10, 2)).toEqual([3, 4, 5, 6, 7]);
  });

  it('cuts the window at the first page', () => {
    expect(pageWindowAround(1, 10, 2)).toEqual([1, 2, 3]);
    expect(pageWindowAround(2, 10, 2)).toEqual([1, 2, 3, 4]);
  });

  it('cuts the window at the last page', () => {
    expect(pageWindowAround(10, 10, 2)).toEqual([8, 9, 10]);
  });

  it('defaults to a radius of 2', () => {
    expect(pageWindowAround(4, 4)).toEqual([2, 3, 4]);
  });

  it('treats a negative radius as 0 and clamps the current page', () => {
    expect(pageWindowAround(3, 5, -1)).toEqual([3]);
    expect(pageWindowAround(9, 5, 1)).toEqual([4, 5]);
  });

  it('is empty with no pages', () => {
    expect(pageWindowAround(1, 0, 2)).toEqual([]);
  });
});
