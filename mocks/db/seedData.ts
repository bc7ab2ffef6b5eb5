/** Fixed reference data of the demo firm: job types, roles, positions, people and clients. */
import type { NamedOption } from './schema';
import { USER_TYPE } from '../../src/domain/roles';

export const JOB_TYPES: NamedOption[] = [
  { id: 1, name: 'Bookkeeping' },
  { id: 2, name: 'Payroll' },
  { id: 3, name: 'Tax Filing' },
  { id: 4, name: 'Audit' },
];

export const USER_TYPES: NamedOption[] = [
  { id: 1, name: 'Staff' },
  { id: 2, name: 'Admin' },
  { id: 3, name: 'Super Admin' },
];

export const POSITIONS: NamedOption[] = [
  { id: 1, name: 'Managing Partner' },
  { id: 2, name: 'Practice Manager' },
  { id: 3, name: 'Senior Accountant' },
  { id: 4, name: 'Accountant' },
  { id: 5, name: 'Payroll Officer' },
  { id: 6, name: 'Tax Consultant' },
  { id: 7, name: 'Audit Associate' },
  { id: 8, name: 'Graduate Trainee' },
];

export interface SeedUser {
  firstName: string;
  lastName: string;
  email: string;
  userType: number;
  jobTypeId: number;
  positionId: number;
  isLocked?: boolean;
  inactive?: boolean;
}

/** Ids follow the order: superadmin 1, admin 2, staff 3, staff2 4, locked 5, inactive 6, ... */
export const USERS: SeedUser[] = [
  { firstName: 'Adaeze', lastName: 'Okafor', email: 'superadmin@example.com', userType: USER_TYPE.superAdmin, jobTypeId: 1, positionId: 1 },
  { firstName: 'Tunde', lastName: 'Bakare', email: 'admin@example.com', userType: USER_TYPE.admin, jobTypeId: 1, positionId: 2 },
  { firstName: 'Chinedu', lastName: 'Eze', email: 'staff@example.com', userType: USER_TYPE.staff, jobTypeId: 1, positionId: 4 },
  { firstName: 'Funmilayo', lastName: 'Adeyemi', email: 'staff2@example.com', userType: USER_TYPE.staff, jobTypeId: 2, positionId: 5 },
  {
    firstName: 'Ibrahim',
    lastName: 'Musa',
    email: 'locked@example.com',
    userType: USER_TYPE.staff,
    jobTypeId: 3,
    positionId: 6,
    isLocked: true,
  },
  {
    firstName: 'Ngozi',
    lastName: 'Nwosu',
    email: 'inactive@example.com',
    userType: USER_TYPE.staff,
    jobTypeId: 4,
    positionId: 7,
    inactive: true,
  },
  { firstName: 'Kemi', lastName: 'Oladipo', email: 'kemi.oladipo@example.com', userType: USER_TYPE.admin, jobTypeId: 3, positionId: 3 },
  { firstName: 'Emeka', lastName: 'Obi', email: 'emeka.obi@example.com', userType: USER_TYPE.staff, jobTypeId: 3, positionId: 6 },
  { firstName: 'Aisha', lastName: 'Bello', email: 'aisha.bello@example.com', userType: USER_TYPE.staff, jobTypeId: 4, positionId: 7 },
  { firstName: 'Segun', lastName: 'Afolabi', email: 'segun.afolabi@example.com', userType: USER_TYPE.staff, jobTypeId: 1, positionId: 8 },
  { firstName: 'Zainab', lastName: 'Yusuf', email: 'zainab.yusuf@example.com', userType: USER_TYPE.staff, jobTypeId: 2, positionId: 5 },
  { firstName: 'Halima', lastName: 'Danjuma', email: 'halima.danjuma@example.com', userType: USER_TYPE.staff, jobTypeId: 4, positionId: 7 },
];

export const CLIENT_NAMES: string[] = [
  'Lekki Gardens Estates Ltd',
  'Ikeja Pharmaceuticals Plc',
  'Obudu Agro Allied Ltd',
  'Zenith Crest Logistics',
  'Aba Leatherworks Co-operative',
  'Kano Textiles Nigeria Ltd',
  'Eko Atlantic Marine Services',
  'Owerri Palm Oil Mills',
  'Jos Plateau Dairies',
  'Benin Bronze Hospitality',
  'Calabar Spice Exporters',
  'Abeokuta Adire Fashion House',
  'Port Harcourt Energy Services',
  'Enugu Coal City Builders',
  'Ibadan Cocoa Traders',
  'Kaduna Grains & Mills',
  'Onitsha Auto Parts Hub',
  'Yaba Tech Innovations',
  'Ilorin Ceramics Ltd',
  'Sokoto Livestock Ventures',
  'Makurdi Yam Farmers Union',
  'Warri Delta Shipping',
  'Abuja Capital Realty',
  'Osogbo Craft Collective',
  'Uyo Fresh Fisheries',
];

export const INDUSTRIES = [
  'Real Estate',
  'Pharmaceuticals',
  'Agriculture',
  'Logistics',
  'Manufacturing',
  'Textiles',
  'Marine Services',
  'Hospitality',
  'Energy',
  'Construction',
  'Technology',
  'Retail',
];

export const REPRESENTATIVES = [
  'Oluwaseun Adebayo',
  'Chiamaka Nnadi',
  'Musa Abdullahi',
  'Folake Ogunleye',
  'Uche Okonkwo',
  'Hauwa Garba',
  'Babajide Salami',
  'Ifeoma Chukwu',
  'Yakubu Lawal',
  'Bisola Akande',
];

export const DESIGNATIONS = [
  'Chief Financial Officer',
  'Managing Director',
  'Finance Manager',
  'Head of Accounts',
  'Company Secretary',
  'Operations Director',
];

export const CITIES = ['Lagos', 'Abuja', 'Port Harcourt', 'Ibadan', 'Kano', 'Enugu', 'Benin City', 'Kaduna'];

/** Job name templates per job type id. */
export const JOB_TEMPLATES: Record<number, string[]> = {
  1: ['Monthly Bookkeeping', 'Bank Reconciliation', 'Ledger Clean-up', 'Quarterly Management Accounts'],
  2: ['Monthly Payroll Run', 'PAYE Remittance', 'Pension Contribution Schedule', 'Staff Bonus Computation'],
  3: ['VAT Returns Filing', 'Company Income Tax Filing', 'Withholding Tax Schedule', 'Tax Clearance Renewal'],
  4: ['Annual Statutory Audit', 'Internal Controls Review', 'Stock Count Observation', 'Fixed Asset Verification'],
};

/** Task name templates per job type id: [name, description]. */
export const TASK_TEMPLATES: Record<number, Array<[string, string]>> = {
  1: [
    ['Post sales invoices', 'Record all sales invoices of the period in the ledger.'],
    ['Reconcile bank statements', 'Match the bank statements against the cash book and list differences.'],
    ['Review expense receipts', 'Check expense receipts for approval and correct coding.'],
    ['Prepare trial balance', 'Extract the trial balance and clear suspense items.'],
    ['Update fixed asset register', 'Add new assets and post the depreciation for the period.'],
  ],
  2: [
    ['Collect timesheets', 'Gather approved timesheets and overtime claims from all departments.'],
    ['Compute gross pay', 'Compute gross pay, allowances and deductions for every employee.'],
    ['Calculate PAYE', 'Calculate PAYE per employee and prepare the state remittance schedule.'],
    ['Prepare pension schedule', 'Prepare the pension contribution schedule for the PFAs.'],
    ['Issue payslips', 'Generate and send payslips to employees by email.'],
  ],
  3: [
    ['Gather VAT invoices', 'Collect input and output VAT invoices for the month.'],
    ['Compute tax liability', 'Compute the tax liability and reconcile it with the ledger.'],
    ['File return on TaxPro Max', 'Submit the return on the FIRS TaxPro Max portal.'],
    ['Prepare WHT credit notes', 'Collect withholding tax credit notes and match them to invoices.'],
    ['Archive filing receipts', 'Save the acknowledgement and payment receipts to the client file.'],
  ],
  4: [
    ['Plan audit engagement', 'Agree the audit scope, materiality and timetable with the client.'],
    ['Test revenue cycle', 'Sample sales transactions and vouch them to supporting documents.'],
    ['Confirm bank balances', 'Send and follow up bank confirmation requests.'],
    ['Observe stock count', 'Attend the year-end stock count and record test counts.'],
    ['Draft management letter', 'Summarise control findings and recommendations for management.'],
  ],
};

export const SUBMIT_COMMENTS = [
  'Done, schedules attached for your review.',
  'Completed; please see the working papers.',
  'Finished and cross-checked against last month.',
  'All items posted, summary attached.',
];
export const APPROVE_COMMENTS = ['Reviewed and approved. Good work.', 'Approved, figures agree with the ledger.', 'Looks good, approved.'];
export const REJECT_COMMENTS = [
  'Some invoices are missing, please complete the schedule.',
  'Figures do not agree with the bank statement, please recheck.',
  'Please attach the supporting documents.',
];
