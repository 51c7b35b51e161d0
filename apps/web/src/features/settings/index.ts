// The face of settings: the sections of the settings page, and the social accounts form others reuse.
export { BlockedSection } from "./components/blocked-section.tsx";
export { DeleteAccountSection } from "./components/delete-account-section.tsx";
export { PasswordSection } from "./components/password-section.tsx";
export { PhoneSection } from "./components/phone-section.tsx";
export { ProfileSection } from "./components/profile-section.tsx";
export { SettingsSection } from "./components/settings-section.tsx";
export { SocialAccountsForm } from "./components/social-accounts-form.tsx";
