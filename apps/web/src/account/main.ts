import { downloadFile } from '../shared/download-file';
import { operationsOutsidePlan, tieredOperations } from '../shared/operation-tiers';
import { AccountApiError, createAccountApi } from './account-api';
import type { ConnectedAppInfo, KeyInfo, PersonInfo, PlanInfo } from './account-api';
import { describePlanLimits } from './plan-summary';
import { drawUsageChart } from './usage-chart';

function element<T extends Element>(selector: string): T {
  const found = document.querySelector<T>(selector);
  if (found === null) throw new Error(`The page has no ${selector}.`);
  return found;
}

let csrfToken = '';
/** The dashboard's usage refresh (every 5 s), stopped once the account is deleted. */
let usageRefresh: number | undefined;
const api = createAccountApi(() => csrfToken);
const status = element<HTMLElement>('#page-status');

function report(error: unknown): void {
  status.textContent = error instanceof AccountApiError || error instanceof Error ? error.message : String(error);
  status.classList.add('error');
}

function formatDate(iso: string | null): string {
  return iso === null ? 'never' : new Date(iso).toISOString().slice(0, 16).replace('T', ' ') + ' UTC';
}

function cell(text: string, label?: string): HTMLTableCellElement {
  const td = document.createElement('td');
  td.textContent = text;
  // A table that stacks on a phone names each cell (`table.stack-on-phone`).
  if (label !== undefined) td.dataset['label'] = label;
  return td;
}

function actionCell(label: string, action: () => Promise<void>): HTMLTableCellElement {
  const td = document.createElement('td');
  const button = document.createElement('button');
  button.type = 'button';
  button.textContent = label;
  button.addEventListener('click', () => {
    button.disabled = true;
    action().catch(report).finally(() => (button.disabled = false));
  });
  td.append(button);
  return td;
}

async function showUsage(): Promise<void> {
  const usage = await api.usage();
  const summary = element<HTMLElement>('#usage-summary');
  summary.dataset['used'] = String(usage.used);
  summary.textContent =
    usage.limit === null
      ? `${usage.planName} plan: ${usage.used} units used in ${usage.month} (unlimited). Resets ${formatDate(usage.reset)}.`
      : `${usage.planName} plan: ${usage.used} of ${usage.limit} units used in ${usage.month}, ${usage.remaining ?? 0} left. Resets ${formatDate(usage.reset)}.`;
  const drawn = drawUsageChart(element<SVGSVGElement>('#usage-chart'), usage.days);
  // A month without calls reads as empty: a sentence instead of a blank chart.
  element<HTMLElement>('#usage-figure').hidden = !drawn;
  element<HTMLElement>('#usage-empty').hidden = drawn;
}

/** An empty table reads as empty: its sentence (`#<name>-empty`) instead of a header row over nothing. */
function showEmpty(name: string, rows: number): void {
  element<HTMLElement>(`#${name}-empty`).hidden = rows > 0;
  const table = element<HTMLElement>(`#${name}-table`).closest<HTMLElement>('.table-scroll');
  if (table !== null) table.hidden = rows === 0;
}

function listItem(text: string): HTMLLIElement {
  const item = document.createElement('li');
  item.textContent = text;
  return item;
}

async function showPlan(): Promise<void> {
  const plan: PlanInfo = await api.plan();
  element<HTMLElement>('#plan-includes').replaceChildren(
    ...describePlanLimits(plan).map(listItem),
    ...plan.includedTiers.map((tier) => listItem(`The ${tier.category} tier: ${tier.contents}`)),
  );
  element<HTMLElement>('#plan-excluded').hidden = plan.excludedTiers.length === 0;
  element<HTMLElement>('#plan-excluded-tiers').replaceChildren(...plan.excludedTiers.map((tier) => listItem(`The ${tier.category} tier: ${tier.contents}`)));
  const upgrade = element<HTMLAnchorElement>('#plan-upgrade');
  upgrade.href = plan.upgradeUrl;
  upgrade.hidden = plan.excludedTiers.length === 0 && plan.monthlyUnits === null;
  element<HTMLAnchorElement>('#plan-compare').href = plan.plansUrl;
  if (plan.excludedTiers.length === 0) return;
  // Which routes and tools answer 403 for this plan: the service's own OpenAPI document says.
  const document_ = await fetch('/openapi.json', { headers: { accept: 'application/json' } }).then((response) => (response.ok ? response.json() : null));
  element<HTMLElement>('#plan-excluded-route-list').replaceChildren(
    ...operationsOutsidePlan(tieredOperations(document_), plan.plan).map((operation) => {
      const item = document.createElement('li');
      const code = document.createElement('code');
      code.textContent = operation.route;
      item.append(code, ` (${operation.category})`);
      return item;
    }),
  );
}

function keyRow(key: KeyInfo): HTMLTableRowElement {
  const row = document.createElement('tr');
  row.dataset['keyId'] = key.keyId;
  row.append(cell(key.name, 'Name'), cell(`${key.prefix}…`, 'Prefix'), cell(formatDate(key.created), 'Created'), cell(formatDate(key.lastUsed), 'Last used'));
  row.append(
    actionCell('Rename', async () => {
      const name = window.prompt('New name of the key', key.name);
      if (name === null || name.trim() === '' || name.trim() === key.name) return;
      await api.renameKey(key.keyId, name);
      status.classList.remove('error');
      status.textContent = 'Key renamed.';
      await showKeys();
    }),
  );
  row.append(
    actionCell('Revoke', async () => {
      if (!window.confirm(`Revoke the key "${key.name}"? Calls with it stop working at once.`)) return;
      await api.revokeKey(key.keyId);
      await showKeys();
    }),
  );
  return row;
}

async function showKeys(): Promise<void> {
  const keys = await api.keys();
  element<HTMLTableSectionElement>('#keys-table tbody').replaceChildren(...keys.map(keyRow));
  showEmpty('keys', keys.length);
}


function personRow(person: PersonInfo): HTMLTableRowElement {
  const row = document.createElement('tr');
  row.dataset['personId'] = person.id;
  row.append(cell(person.name, 'Name'), cell(person.date.slice(0, 16).replace('T', ' '), 'Born'), cell(person.timezone, 'Time zone'), cell(person.id, 'Id'));
  for (const [label, format] of [['PDF report', 'pdf'], ['HTML report', 'html']] as const) {
    row.append(
      actionCell(label, async () => {
        const { file, fileName } = await api.personReport(person.id, format);
        downloadFile(file, fileName);
        await showUsage();
      }),
    );
  }
  row.append(
    actionCell('Delete', async () => {
      if (!window.confirm(`Delete ${person.name} and their birth data?`)) return;
      await api.deletePerson(person.id);
      await showPeople();
    }),
  );
  return row;
}

function connectedAppRow(app: ConnectedAppInfo): HTMLTableRowElement {
  const row = document.createElement('tr');
  row.dataset['grantId'] = app.grantId;
  row.append(cell(app.clientName, 'App'), cell(app.scopes.join(', '), 'Allowed'), cell(formatDate(app.connectedAt), 'Connected'), cell(formatDate(app.lastUsedAt), 'Last used'));
  row.append(
    actionCell('Disconnect', async () => {
      if (!window.confirm(`Disconnect ${app.clientName}? It loses access to your account at once.`)) return;
      await api.disconnectApp(app.grantId);
      await showConnectedApps();
    }),
  );
  return row;
}

async function showConnectedApps(): Promise<void> {
  const apps = await api.connectedApps();
  element<HTMLTableSectionElement>('#connected-apps-table tbody').replaceChildren(...apps.map(connectedAppRow));
  showEmpty('connected-apps', apps.length);
}

async function showPeople(): Promise<void> {
  const people = await api.people();
  element<HTMLTableSectionElement>('#people-table tbody').replaceChildren(...people.map(personRow));
  showEmpty('people', people.length);
}

function wireForms(): void {
  element<HTMLFormElement>('#key-form').addEventListener('submit', (event) => {
    event.preventDefault();
    const input = element<HTMLInputElement>('#key-name');
    api
      .createKey(input.value)
      .then(async (created) => {
        element<HTMLElement>('#new-key-value').textContent = created.key;
        element<HTMLElement>('#new-key').hidden = false;
        input.value = '';
        await showKeys();
      })
      .catch(report);
  });
  element<HTMLButtonElement>('#copy-key').addEventListener('click', () => {
    const text = element<HTMLElement>('#new-key-value').textContent ?? '';
    navigator.clipboard.writeText(text).then(
      () => (status.textContent = 'Key copied.'),
      () => (status.textContent = 'Select the key and press Ctrl+C (⌘C) to copy it.'),
    );
  });
  element<HTMLFormElement>('#person-form').addEventListener('submit', (event) => {
    event.preventDefault();
    const form = event.currentTarget as HTMLFormElement;
    const fields = new FormData(form);
    const notes = String(fields.get('notes') ?? '');
    api
      .savePerson({ name: String(fields.get('name')), date: String(fields.get('date')).slice(0, 16), timezone: String(fields.get('timezone')), ...(notes === '' ? {} : { notes }) })
      .then(async () => {
        form.reset();
        status.textContent = 'Person saved.';
        await showPeople();
      })
      .catch(report);
  });
  element<HTMLButtonElement>('#resend-verification').addEventListener('click', (event) => {
    const button = event.currentTarget as HTMLButtonElement;
    button.disabled = true;
    api
      .resendVerification()
      .then((answer) => {
        status.classList.remove('error');
        status.textContent = answer.message;
      })
      .catch(report)
      .finally(() => (button.disabled = false));
  });
  element<HTMLFormElement>('#email-form').addEventListener('submit', (event) => {
    event.preventDefault();
    const form = event.currentTarget as HTMLFormElement;
    const fields = new FormData(form);
    api
      .changeEmail(String(fields.get('currentPassword')), String(fields.get('newEmail')))
      .then((answer) => {
        form.reset();
        status.classList.remove('error');
        status.textContent = answer.message;
      })
      .catch(report);
  });
  element<HTMLFormElement>('#password-form').addEventListener('submit', (event) => {
    event.preventDefault();
    const form = event.currentTarget as HTMLFormElement;
    const fields = new FormData(form);
    api
      .changePassword(String(fields.get('currentPassword')), String(fields.get('newPassword')))
      .then(async () => {
        form.reset();
        status.classList.remove('error');
        status.textContent = 'Password changed. Every other session is signed out.';
        await showConnectedApps();
      })
      .catch(report);
  });
  // Deleting asks first, in the page (a second, explicit button), then says it is done.
  const confirmation = element<HTMLElement>('#delete-confirm');
  element<HTMLFormElement>('#delete-form').addEventListener('submit', (event) => {
    event.preventDefault();
    confirmation.hidden = false;
    element<HTMLButtonElement>('#delete-confirm-no').focus();
  });
  element<HTMLButtonElement>('#delete-confirm-no').addEventListener('click', () => {
    confirmation.hidden = true;
    element<HTMLInputElement>('#delete-password').focus();
  });
  element<HTMLButtonElement>('#delete-confirm-yes').addEventListener('click', () => {
    api
      .deleteAccount(element<HTMLInputElement>('#delete-password').value)
      .then(() => {
        window.clearInterval(usageRefresh);
        element<HTMLElement>('main').hidden = true;
        element<HTMLElement>('#account-deleted').hidden = false;
        document.body.dataset['deleted'] = 'true';
      })
      .catch((error: unknown) => {
        confirmation.hidden = true;
        report(error);
      });
  });
  element<HTMLButtonElement>('#sign-out').addEventListener('click', () => {
    fetch('/account/sign-out', {
      method: 'POST',
      credentials: 'same-origin',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ _csrf: csrfToken }).toString(),
      redirect: 'manual',
    })
      .then(() => window.location.assign('/account/sign-in'))
      .catch(report);
  });
}

async function start(): Promise<void> {
  const session = await api.session();
  csrfToken = session.csrfToken;
  element<HTMLElement>('#account-email').textContent = session.email;
  element<HTMLElement>('#unverified').hidden = session.emailVerified;
  wireForms();
  await Promise.all([showUsage(), showPlan(), showKeys(), showPeople(), showConnectedApps()]);
  document.body.dataset['ready'] = 'true';
  // The chart follows the month as calls are made elsewhere.
  usageRefresh = window.setInterval(() => void showUsage().catch(report), 5000);
}

start().catch(report);
