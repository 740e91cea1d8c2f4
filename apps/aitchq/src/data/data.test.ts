import {
  ZAgent,
  ZAssistantActionItem,
  ZDeliverable,
  ZIntegrationStatusSample,
  ZProductivity,
  ZSpanOfControl,
  ZTrainings,
} from '@q/schemas/manager';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { daysUntil } from '../lib/dates';
import { AGENTS } from './agents';
import { sampleActionItems } from './assistant-action-items';
import { sampleDeliverables } from './deliverables';
import { INTEGRATION_STATUS_SAMPLE } from './integration-status';
import { PRODUCTIVITY } from './productivity';
import { SPAN_OF_CONTROL } from './span-of-control';
import { sampleTrainings } from './trainings';

const today = new Date(2025, 5, 15);

describe('the fixed sample data', () => {
  it('matches the schemas, unchanged', () => {
    expect(z.array(ZAgent).parse(AGENTS)).toEqual(AGENTS);
    expect(z.array(ZDeliverable).parse(sampleDeliverables(today))).toEqual(
      sampleDeliverables(today),
    );
    expect(ZTrainings.parse(sampleTrainings(today))).toEqual(sampleTrainings(today));
    expect(z.array(ZAssistantActionItem).parse(sampleActionItems(today))).toEqual(
      sampleActionItems(today),
    );
    expect(ZSpanOfControl.parse(SPAN_OF_CONTROL)).toEqual(SPAN_OF_CONTROL);
    expect(ZProductivity.parse(PRODUCTIVITY)).toEqual(PRODUCTIVITY);
    expect(z.array(ZIntegrationStatusSample).parse(INTEGRATION_STATUS_SAMPLE)).toEqual(
      INTEGRATION_STATUS_SAMPLE,
    );
  });

  it('has the documented counts', () => {
    expect(sampleDeliverables(today)).toHaveLength(6);
    const items = sampleActionItems(today);
    expect(items).toHaveLength(7);
    expect(items.filter((item) => item.priority === 'high')).toHaveLength(3);
    expect(sampleTrainings(today).length).toBeGreaterThan(5);
    expect(SPAN_OF_CONTROL.managers.length).toBeGreaterThan(3);
    expect(SPAN_OF_CONTROL.agentTypes.length).toBeGreaterThan(3);
  });

  it('covers every agent status', () => {
    expect(new Set(AGENTS.map((agent) => agent.status))).toEqual(
      new Set(['active', 'idle', 'training', 'error']),
    );
  });

  it('keeps deliverable due dates relative to today', () => {
    const days = sampleDeliverables(today).map((item) => daysUntil(item.dueDate, today));
    expect(days).toEqual(expect.arrayContaining([-3, 0, 1]));
  });

  it('runs late on the reviews of the quarter before today', () => {
    const titleOn = (day: Date) =>
      sampleDeliverables(day).find((item) => item.id === 'performance-reviews')?.title;
    expect(titleOn(today)).toBe('Q1 performance reviews');
    expect(titleOn(new Date(2026, 10, 27))).toBe('Q3 performance reviews');
    expect(titleOn(new Date(2027, 0, 2))).toBe('Q4 performance reviews');
  });

  it('has unique ids', () => {
    for (const list of [
      AGENTS,
      sampleDeliverables(today),
      sampleTrainings(today),
      sampleActionItems(today),
      PRODUCTIVITY.metrics,
    ]) {
      expect(new Set(list.map((item) => item.id)).size).toBe(list.length);
    }
  });
});
