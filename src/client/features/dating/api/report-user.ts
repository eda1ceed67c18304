import { useMutation } from '@tanstack/react-query';
import { OkSchema } from '../../../../shared/schemas/common';
import type { ReportRequest } from '../../../../shared/schemas/dating';
import { apiJson } from '../../../lib/api-client';

export function reportUser({ userId, ...body }: ReportRequest & { userId: string }) {
  return apiJson(OkSchema, 'POST', `/api/users/${encodeURIComponent(userId)}/report`, body);
}

export function useReportUser() {
  return useMutation({ mutationFn: reportUser });
}
