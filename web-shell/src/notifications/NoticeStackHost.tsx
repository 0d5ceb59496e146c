import { useShell } from '../app/shell';
import { NoticeStack } from './NoticeStack';

export function NoticeStackHost() {
  return <NoticeStack store={useShell().notices} />;
}
