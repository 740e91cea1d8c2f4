import { describe, expect, it } from 'vitest';
import { DATA_SOURCE_LABELS, dataSourceState, usesStoredSource } from './data-source';

describe('dataSourceState', () => {
  it('is Live when the live source answered records', () => {
    expect(dataSourceState({ status: 'success', fetchStatus: 'idle', count: 1 })).toBe('connected');
  });
  it('falls back when the live source answered an empty list', () => {
    expect(dataSourceState({ status: 'success', fetchStatus: 'idle', count: 0 })).toBe('fallback');
  });
  it('is loading while the live source is asked, unknown when it is not', () => {
    expect(dataSourceState({ status: 'pending', fetchStatus: 'fetching', count: undefined })).toBe(
      'loading',
    );
    expect(dataSourceState({ status: 'pending', fetchStatus: 'paused', count: undefined })).toBe(
      'unknown',
    );
  });
  it('is error when the live source failed', () => {
    expect(dataSourceState({ status: 'error', fetchStatus: 'idle', count: undefined })).toBe(
      'error',
    );
  });
});

describe('usesStoredSource', () => {
  it('uses the stored copy only after the live source answered nothing or failed', () => {
    expect(usesStoredSource('fallback')).toBe(true);
    expect(usesStoredSource('error')).toBe(true);
    expect(usesStoredSource('connected')).toBe(false);
    expect(usesStoredSource('loading')).toBe(false);
    expect(usesStoredSource('unknown')).toBe(false);
  });
  it('labels the fallback as documented', () => {
    expect(DATA_SOURCE_LABELS.fallback).toBe('Stored: service not configured');
    expect(DATA_SOURCE_LABELS.connected).toBe('Live');
  });
});
