import { expect, type Locator, type Page, test } from '@playwright/test';
import { expectAccessible, expectAccessibleDialog, expectAccessibleMenu } from '../support/accessibility';
import { newUsername } from '../support/accounts';
import { signIn, signInAs } from '../support/sign-in';

/**
 * Every route of spec §2 and every dialog, audited with axe (WCAG 2.1 AA) on a desktop and on a phone, and a
 * few screens in the dark theme. Each journey signs in once and walks through many screens and their dialogs.
 */

const widths = [
  { name: 'desktop', viewport: { width: 1280, height: 800 } },
  { name: 'phone', viewport: { width: 375, height: 740 } },
] as const;

/** A demo component type with components in several states, some in stock. */
const DEMO_TYPE = 'Arduino Uno R3';

function card(page: Page, componentName: string): Locator {
  return page.getByRole('link', { name: new RegExp(`^${componentName}`) });
}

/** Searches the component list for a type and gives its id, from its card's link. */
async function findComponentType(page: Page, componentName: string): Promise<string> {
  await page.getByRole('searchbox', { name: 'Search by name or description' }).fill(componentName);
  const href = await card(page, componentName).getAttribute('href');
  const id = href?.match(/details\/(\d+)/)?.[1];
  if (!id) throw new Error(`no card links to ${componentName}: ${href}`);
  return id;
}

async function visit(page: Page, path: string, heading: string | RegExp): Promise<void> {
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
}

/** A list of the DataTable: a table on a desktop, a list of cards on a phone. */
function dataList(page: Page, name: string): Locator {
  return page.getByRole('table', { name }).or(page.getByRole('list', { name }));
}

for (const { name: widthName, viewport } of widths) {
  test.describe(`accessibility on a ${widthName}`, () => {
    test.use({ viewport });

    test('a Loaner browses and sees own reservations, loans and profile', async ({ page }) => {
      await signInAs(page, 'loaner');
      await expectAccessible(page, 'Components (Loaner)');
      await expectAccessibleMenu(page, page.getByRole('button', { name: 'Account' }), 'Account menu (Loaner)');

      const id = await findComponentType(page, DEMO_TYPE);
      await expectAccessibleDialog(page, card(page, DEMO_TYPE), DEMO_TYPE, { screen: 'Component details dialog' });
      await visit(page, `/details/${id}`, DEMO_TYPE);
      await expectAccessible(page, 'Component details page (Loaner)');
      await visit(page, '/details/abc', 'Not found');
      await expectAccessible(page, 'Not found page');

      await visit(page, '/Profile', 'Profile');
      await expectAccessible(page, 'Profile');
      await expectAccessibleDialog(page, page.getByRole('button', { name: 'Edit profile' }), 'Edit profile');
      await expectAccessibleDialog(page, page.getByRole('button', { name: 'Delete user' }), 'Delete user');
      await expectAccessibleDialog(page, page.getByRole('button', { name: 'Renew address' }), 'Renew address');

      await visit(page, '/UserReservations', 'My reservations');
      await expectAccessible(page, 'My reservations');
      // The demo Loaner has reservations, unless another journey handed them out.
      const deleteReservation = page.getByRole('button', { name: 'Delete reservation' }).first();
      if (await deleteReservation.isVisible()) {
        await expectAccessibleDialog(page, deleteReservation, 'Delete reservation');
      }
      await visit(page, '/UserLoans', 'My loans');
      await expectAccessible(page, 'My loans');
      // The demo Loaner has loans, each with Extend unless a request of it waits for a Clerk.
      const extend = page.getByRole('button', { name: 'Extend' }).first();
      await expectAccessibleDialog(page, extend, /^Extend your loan of /, { screen: 'Extend dialog' });
      await visit(page, '/Loans', /Loans/);
      await expectAccessible(page, 'Loans (Loaner)');
    });

    test('a Clerk hands out reservations and available components and takes loans back', async ({ page }) => {
      await signInAs(page, 'clerk');
      await expectAccessible(page, 'Components (Clerk)');
      await expectAccessibleMenu(page, page.getByRole('button', { name: 'Manage' }), 'Manage menu (Clerk)');

      await visit(page, '/Reservations', 'Reservations');
      await expectAccessible(page, 'Reservations');
      // The component's name opens its tooltip on keyboard focus too.
      await dataList(page, 'Reservations').locator('[tabindex="0"]').first().focus();
      await expect(page.getByRole('tooltip')).toBeVisible();
      await expectAccessible(page, 'Reservation component tooltip');
      await page.keyboard.press('Escape');
      await expectAccessibleDialog(page, page.getByRole('button', { name: /Handout/ }).first(), 'Hand out reservation');
      await expectAccessibleDialog(page, page.getByRole('button', { name: /^Delete/ }).first(), /Delete reservation/);
      await expectAccessibleDialog(page, page.getByRole('button', { name: 'Scan', exact: true }), 'Scan a component');

      await visit(page, '/Loans', 'Loans');
      await expectAccessible(page, 'Loans (Clerk)');
      await expectAccessibleDialog(page, page.getByRole('button', { name: 'Handin' }).first(), 'Handin');

      await visit(page, '/Counter', 'Counter');
      await expectAccessible(page, 'Counter');
      await visit(page, '/Extensions', 'Extension requests');
      await expectAccessible(page, 'Extension requests');
      await visit(page, '/LowStock', 'Low stock');
      await expect(page.getByRole('progressbar', { name: 'Loading Low stock' })).toHaveCount(0);
      await expectAccessible(page, 'Low stock');

      await page.goto('/Components');
      const id = await findComponentType(page, DEMO_TYPE);
      await visit(page, `/details/${id}`, DEMO_TYPE);
      await expectAccessible(page, 'Component details page (Clerk)');
      await expectAccessibleDialog(
        page,
        page.getByRole('button', { name: /^Handout component/ }).first(),
        new RegExp(`^Handout ${DEMO_TYPE}`),
        { screen: 'Hand out available component dialog' },
      );
    });

    test('an Admin manages component types and their inventory', async ({ page }) => {
      test.slow(); // many dialogs: more than the usual time on a busy machine
      await signInAs(page, 'admin');
      await expectAccessible(page, 'Components (Admin)');
      await expectAccessibleDialog(
        page,
        page.getByRole('button', { name: 'Add component type' }),
        'Add component type',
      );

      await expectAccessibleDialog(page, page.getByRole('button', { name: 'Import', exact: true }), 'Import CSV');

      const id = await findComponentType(page, DEMO_TYPE);
      await card(page, DEMO_TYPE).click();
      const details = page.getByRole('dialog', { name: DEMO_TYPE });
      await details
        .getByRole('button', { name: /^Details of component/ })
        .first()
        .click();
      await expectAccessible(page, 'Component details dialog with an expanded row (Admin)');
      const button = (name: string | RegExp) => details.getByRole('button', { name }).first();
      await expectAccessibleDialog(page, button('Edit component type'), 'Edit component type');
      await expectAccessibleDialog(page, button('Delete component type'), 'Delete component type');
      await expectAccessibleDialog(page, button(/^Edit component \d+/), /^Edit component \d+/);
      await expectAccessibleDialog(page, button(/^Delete component \d+/), /Delete component/);

      // The dial's actions hide when it closes: the focus comes back to the dial itself.
      const speedDial = button('Inventory actions');
      const dialAction = (name: string) => details.getByRole('menuitem', { name });
      const returnToDial = { focusReturnsTo: speedDial };
      await speedDial.click();
      await expectAccessible(page, 'Inventory speed dial');
      await expectAccessibleDialog(page, dialAction('Add component'), 'Add component', returnToDial);
      await speedDial.click();
      await expectAccessibleDialog(page, dialAction('Add multiple'), 'Add multiple components', returnToDial);

      await visit(page, `/labels?componentTypeId=${id}`, `Labels: ${DEMO_TYPE}`);
      await expectAccessible(page, 'Labels');
    });

    test('an Admin manages users, categories, the lab settings, e-mails, statistics and activity', async ({ page }) => {
      test.slow();
      await signInAs(page, 'admin');
      const manage = page.getByRole('button', { name: 'Manage' });
      await expectAccessibleMenu(page, manage, 'Manage menu (Admin)');
      await manage.click();
      await expectAccessibleDialog(
        page,
        page.getByRole('menuitem', { name: 'Handin Date' }),
        'Change default handin date',
        { focusReturnsTo: manage },
      );
      await manage.click();
      await expectAccessibleDialog(page, page.getByRole('menuitem', { name: 'Lab settings' }), 'Lab settings', {
        focusReturnsTo: manage,
      });

      await visit(page, '/Users', 'Users');
      await expectAccessible(page, 'Users');
      await expectAccessibleDialog(page, page.getByRole('button', { name: /^Edit user/ }).first(), 'Edit user');
      await expectAccessibleDialog(
        page,
        page.getByRole('button', { name: /^Delete user/ }).first(),
        'Confirm user deletion',
      );

      await visit(page, '/Categories', 'Categories');
      await expectAccessible(page, 'Categories');
      await expectAccessibleDialog(page, page.getByRole('button', { name: 'Add Category' }), 'Add new category');
      await expectAccessibleDialog(page, page.getByRole('button', { name: /^Edit / }).first(), /^Edit/);
      await expectAccessibleDialog(page, page.getByRole('button', { name: /^Delete / }).first(), 'Delete category');

      await visit(page, '/Emails', 'Emails');
      await expectAccessible(page, 'Emails');
      await expectAccessibleDialog(page, page.getByRole('button', { name: /Show full template/ }), /.+/, {
        screen: 'Reminder template dialog',
      });
      await expectAccessibleDialog(page, page.getByRole('button', { name: /^Sends email to/ }), 'Send reminder');

      await visit(page, '/Statistics', 'Statistics');
      await expectAccessible(page, 'Statistics, fully booked');
      await page.getByRole('tab', { name: 'Never booked components' }).click();
      await expect(dataList(page, 'Never booked components')).toBeVisible();
      await expectAccessible(page, 'Statistics, never booked');
      await page.getByRole('tab', { name: 'Booked ahead' }).click();
      // An empty list of cards has no height on a phone: wait for the panel's control and the end of loading.
      await expect(page.getByRole('combobox', { name: 'Look ahead' })).toBeVisible();
      await expect(page.getByRole('progressbar', { name: 'Loading Booked ahead' })).toHaveCount(0);
      await expectAccessible(page, 'Statistics, booked ahead');
      await page.getByRole('tab', { name: 'Consumption' }).click();
      await expect(page.getByRole('button', { name: 'Update Data' })).toBeVisible();
      await expect(page.getByRole('progressbar', { name: 'Loading Consumption' })).toHaveCount(0);
      await expectAccessible(page, 'Statistics, consumption');

      await visit(page, '/Activity', 'Activity');
      await expectAccessible(page, 'Activity');

      await visit(page, '/LendingLimits', 'Lending limits');
      await expectAccessible(page, 'Lending limits');
    });

    test('a new user sees the token screen and the missing-information form', async ({ page }) => {
      // The first token call fails, which shows the token screen's error state; its refresh then succeeds.
      await page.route('**/api/Loaners/token', (route) => route.fulfill({ status: 503, body: 'down for a moment' }), {
        times: 1,
      });
      const { username } = newUsername();
      await signIn(page, { username, firstName: 'Ally', lastName: 'Axe' });
      await expect(page.getByText('Something went wrong.')).toBeVisible();
      await expect(page.getByRole('button', { name: 'refresh' })).toBeVisible();
      await expectAccessible(page, 'Token screen, failed');
      await page.getByRole('button', { name: 'refresh' }).click();
      await expect(page.getByRole('dialog', { name: 'Missing information' })).toBeVisible();
      await expectAccessible(page, 'Missing-information dialog');
    });
  });
}

test.describe('the dark theme', () => {
  test.use({ colorScheme: 'dark', viewport: widths[0].viewport });

  test('follows the system, passes the contrast checks, and gives way to a light theme chosen in the menu', async ({
    page,
  }) => {
    await signInAs(page, 'admin');
    const background = () => page.evaluate(() => getComputedStyle(document.body).backgroundColor);
    expect(await background()).toBe('rgb(18, 18, 18)');
    await expectAccessible(page, 'Components (dark)');
    await findComponentType(page, DEMO_TYPE);
    await card(page, DEMO_TYPE).click();
    await expect(page.getByRole('dialog', { name: DEMO_TYPE })).toBeVisible();
    await expectAccessible(page, 'Component details dialog (dark)');
    const screens = [
      ['/Users', 'Users'],
      ['/Emails', 'Emails'],
      ['/Statistics', 'Statistics'],
      ['/UserLoans', 'My loans'],
    ] as const;
    for (const [path, heading] of screens) {
      await visit(page, path, heading);
      await expectAccessible(page, `${heading} (dark)`);
    }

    await page.getByRole('button', { name: 'Account' }).click();
    await page.getByRole('menuitemradio', { name: 'Light theme' }).click();
    expect(await background()).toBe('rgb(255, 255, 255)');
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'My loans' })).toBeVisible();
    expect(await background()).toBe('rgb(255, 255, 255)');
  });
});

test('keyboard only: search, open a card, close it, and the focus is back on the card', async ({ page }) => {
  await signInAs(page, 'loaner');
  const search = page.getByRole('searchbox', { name: 'Search by name or description' });
  await tabUntilFocused(page, search);
  await page.keyboard.type(DEMO_TYPE);
  await expect(page.getByRole('list', { name: 'Component types' }).getByRole('listitem')).toHaveCount(1);
  const typeCard = card(page, DEMO_TYPE);
  await tabUntilFocused(page, typeCard);
  expect(await typeCard.evaluate((element) => element.matches(':focus-visible'))).toBe(true);
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: DEMO_TYPE });
  await expect(dialog).toBeVisible();
  await expect(page).toHaveURL(/\/Components\/details\/\d+$/);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(/\/Components$/);
  await expect(typeCard).toBeFocused();
});

/** Presses Tab until `target` has the focus, as a keyboard user would; fails after a screenful of stops. */
async function tabUntilFocused(page: Page, target: Locator, maxStops = 25): Promise<void> {
  for (let stop = 0; stop < maxStops; stop++) {
    if (await target.evaluate((element) => element === document.activeElement).catch(() => false)) return;
    await page.keyboard.press('Tab');
  }
  await expect(target).toBeFocused();
}
