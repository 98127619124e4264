import { expect, test } from '@playwright/test';

// The Credits and licences page: reached from the footer of any page, it
// carries the SRD's attribution and the licence of each bundled npm package.
test('the footer leads to the credits: the SRD attribution and an npm licence', async ({ page }) => {
  await page.goto('/');
  const footer = page.getByRole('contentinfo');
  await expect(footer).toContainText('System Reference Document 5.1');
  await footer.getByRole('link', { name: 'Credits and licences' }).click();

  await expect(page).toHaveURL(/\/credits$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Credits and licences' })).toBeVisible();
  const srd = page.getByRole('article', { name: 'Game content: the SRD 5.1' });
  await expect(srd).toContainText('This work includes material taken from the System Reference Document 5.1 ("SRD 5.1") by Wizards of the Coast LLC');
  await expect(srd).toContainText('Creative Commons Attribution 4.0 International License');

  const npm = page.getByRole('list', { name: 'npm packages in the app' });
  const react = npm.getByRole('listitem').filter({ has: page.getByText('react', { exact: true }) });
  await expect(react).toContainText('MIT');
  const licenceText = react.getByText(/Permission is hereby granted, free of charge/);
  await expect(licenceText).toBeHidden();
  await react.getByText('react', { exact: true }).click();
  await expect(licenceText).toBeVisible();
  await expect(react).toContainText('Meta Platforms, Inc. and affiliates');

  // The server's Go code is listed too.
  await expect(page.getByRole('list', { name: 'Go modules on the server' })).toContainText('firebase.google.com/go/v4');
});
