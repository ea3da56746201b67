import { PageLayout } from '@src/components/ui/PageLayout';
import { PhonePasswordForm } from './RegisterPage';

export default function ForgetPasswordPage() {
  return (
    <PageLayout title="找回密码">
      <PhonePasswordForm mode="reset" />
    </PageLayout>
  );
}
