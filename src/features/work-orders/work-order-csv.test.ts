import { describe, expect, it } from 'vitest';
import type { WorkOrder } from '@/api/engine/work-orders';
import { workOrdersCsv } from './work-order-csv';

const order: WorkOrder = {
  id: 7,
  unitGuid: 'u',
  companyGuids: ['c'],
  serial: 'S-1',
  alias: '=Bed',
  parts: [{ part: 'lamps', count: 24 }],
  dueDate: '2026-12-03',
  assignee: 'Tom',
  notes: '',
  state: 'scheduled',
  counterType: 'lamps',
  createdAt: 0,
  createdBy: 'Olga',
  closedAt: null,
  closedReason: null,
  closedBy: null,
  overdue: true,
};

describe('work orders CSV', () => {
  it('has one row per order, parts readable, formulas defused', () => {
    const [header, row] = workOrdersCsv([order]).split('\r\n');
    expect(header).toBe(
      'id,serial,alias,parts,due_date,assignee,state,overdue,closed_reason,closed_by,created_by,notes',
    );
    expect(row).toBe("7,S-1,'=Bed,lamps x24,2026-12-03,Tom,scheduled,true,,,Olga,");
  });
});
