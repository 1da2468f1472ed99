// DELETE /jobs/{id} from a Cancel button (the book's chapter rows, the editor's header): the
// answer updates the job everywhere; a refusal is shown.
import { useQueryClient } from '@tanstack/react-query';
import { api } from '../../api/client.ts';
import { useAction } from '../../api/actions.ts';
import { jobSeen, markStale } from '../../api/jobs.ts';
import { errorText } from '../../components/error-text.ts';
import { toastError } from '../../stores/toasts.ts';

export function useCancelJob(jobId: string | undefined) {
  const qc = useQueryClient();
  return useAction({
    mutationKey: ['cancel', jobId ?? ''],
    mutationFn: async () => (jobId ? (await api.deleteJobsByJobId(jobId)).job : null),
    onSuccess: (job) => job && markStale(qc, jobSeen(qc, job)),
    onError: (err) => toastError(errorText(err)),
  });
}
