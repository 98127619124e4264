import { expect, test } from '@playwright/test';
import { fillSignIn, firestoreHost, PASSWORD, signInNewAccount, signUp, storedProfiles, uniqueEmail } from './helpers';

test('sign up, stay signed in, change name and password, sign out, sign in again', { tag: '@firestore' }, async ({ page, request }) => {
  const email = uniqueEmail('journey');
  await signUp(page, { email, displayName: 'Vex Vessar' });

  // Greeted by first name; the header shows the account variant.
  await expect(page.getByRole('heading', { name: 'Welcome back, Vex!' })).toBeVisible();
  await expect(page.getByRole('banner').getByText('Vex Vessar')).toBeVisible();
  await expect(page.getByText('Guest Mode', { exact: true })).toHaveCount(0);

  // A verification e-mail was sent (the emulator lists its out-of-band codes).
  const oob = await request.get('http://127.0.0.1:9099/emulator/v1/projects/demo-lorewright/oobCodes');
  const { oobCodes } = (await oob.json()) as { oobCodes: Array<{ email: string; requestType: string }> };
  expect(oobCodes).toContainEqual(expect.objectContaining({ email, requestType: 'VERIFY_EMAIL' }));

  // The profile was stored with the spec defaults: in Firestore when its
  // emulator runs (as in production), else in this browser's store.
  await expect(page.getByTestId('storage-badge')).toHaveText(firestoreHost() ? 'Firestore emulator' : 'Saved in this browser');
  const stored = await storedProfiles(page, request, [email]);
  expect(stored).toEqual([
    expect.objectContaining({
      email,
      displayName: 'Vex Vessar',
      userType: 'professional',
      experienceLevel: 'intermediate',
      subscriptionStatus: 'free',
      emailVerified: false,
    }),
  ]);

  await page.reload();
  await expect(page.getByRole('heading', { name: 'Welcome back, Vex!' })).toBeVisible();

  // Display name.
  await page.getByRole('link', { name: 'Settings' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Account Settings' })).toBeVisible();
  const profile = page.getByRole('form', { name: 'Profile Information' });
  await profile.getByLabel('Display Name').fill("Vex'ahlia");
  await profile.getByRole('button', { name: 'Save Profile' }).click();
  await expect(profile.getByText('Profile updated successfully!')).toBeVisible();
  await expect(page.getByRole('banner').getByText("Vex'ahlia")).toBeVisible();
  expect(await storedProfiles(page, request, [email])).toEqual([expect.objectContaining({ displayName: "Vex'ahlia" })]);

  // Password, with a wrong current password first.
  const newPassword = 'Whisper456';
  const passwordForm = page.getByRole('form', { name: 'Change Password' });
  await passwordForm.getByLabel('Current Password', { exact: true }).fill('NotMine999');
  await passwordForm.getByLabel('New Password', { exact: true }).fill(newPassword);
  await passwordForm.getByLabel('Confirm New Password').fill(newPassword);
  await passwordForm.getByRole('button', { name: 'Update Password' }).click();
  await expect(passwordForm.getByText('Current password is incorrect')).toBeVisible();
  await passwordForm.getByLabel('Current Password', { exact: true }).fill(PASSWORD);
  await passwordForm.getByRole('button', { name: 'Update Password' }).click();
  await expect(passwordForm.getByText('Password updated successfully!')).toBeVisible();

  // Sign out goes home as a guest.
  await page.getByRole('button', { name: 'Sign Out' }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/');
  await expect(page.getByRole('link', { name: 'Sign In' })).toBeVisible();

  // The old password no longer works; the new one does.
  await fillSignIn(page, email, PASSWORD);
  await expect(page.getByRole('alert')).toContainText(/Incorrect/);
  await page.getByLabel('Password', { exact: true }).fill(newPassword);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('heading', { name: "Welcome back, Vex'ahlia!" })).toBeVisible();
});

test('a wrong password shows its message in the red box', { tag: '@firestore' }, async ({ page }) => {
  const email = uniqueEmail('wrongpw');
  await signInNewAccount(page, { email });
  await page.getByRole('button', { name: 'Sign Out' }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/');

  await fillSignIn(page, email, 'Wrong-password-1');
  const box = page.getByRole('alert');
  await expect(box).toHaveText(/^Incorrect (password|email or password)\. Please try again\.$/);
  await expect(box).toHaveAttribute('data-tone', 'error');
  // Red: the box's background is the error tint, its text the error ink.
  const { background, color } = await box.evaluate((el) => {
    const style = getComputedStyle(el);
    return { background: style.backgroundColor, color: style.color };
  });
  const [r, g, b] = color.match(/\d+/g)!.map(Number);
  expect(r).toBeGreaterThan(g + 60);
  expect(r).toBeGreaterThan(b + 60);
  expect(background).not.toBe('rgba(0, 0, 0, 0)');
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('button', { name: 'Sign In' })).toBeEnabled();
});

test('an unknown e-mail is reported without revealing anything else', async ({ page }) => {
  await fillSignIn(page, uniqueEmail('nobody'), PASSWORD);
  await expect(page.getByRole('alert')).toHaveText(
    /^(No account found with this email address\.|Incorrect email or password\. Please try again\.)$/,
  );
});

test('changing the e-mail needs the current password, then asks to verify the new address', { tag: '@firestore' }, async ({ page, request }) => {
  const email = uniqueEmail('oldmail');
  const newEmail = uniqueEmail('newmail');
  await signInNewAccount(page, { email, displayName: 'Grog Strongjaw' });
  await page.getByRole('link', { name: 'Settings' }).click();

  const form = page.getByRole('form', { name: 'Email Address' });
  await form.getByLabel('Email', { exact: true }).fill(newEmail);
  await form.getByRole('button', { name: 'Update Email' }).click();
  await expect(form.getByText('Current password is required to change email')).toBeVisible();

  await form.getByLabel('Current Password').fill(PASSWORD);
  await form.getByRole('button', { name: 'Update Email' }).click();
  await expect(form.getByText('Email updated successfully! Please verify your new email address.')).toBeVisible();
  // The stored profile follows, unverified.
  expect(await storedProfiles(page, request, [newEmail])).toEqual([expect.objectContaining({ email: newEmail, emailVerified: false })]);

  const oob = await request.get('http://127.0.0.1:9099/emulator/v1/projects/demo-lorewright/oobCodes');
  const { oobCodes } = (await oob.json()) as { oobCodes: Array<{ email: string; requestType: string }> };
  expect(oobCodes).toContainEqual(expect.objectContaining({ email: newEmail, requestType: 'VERIFY_EMAIL' }));

  // The new address signs in; the old one no longer does.
  await page.getByRole('button', { name: 'Sign Out' }).click();
  await expect(page.getByRole('link', { name: 'Sign In' })).toBeVisible();
  await fillSignIn(page, email, PASSWORD);
  await expect(page.getByRole('alert')).toBeVisible();
  await fillSignIn(page, newEmail, PASSWORD);
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('heading', { name: 'Welcome back, Grog!' })).toBeVisible();
});
