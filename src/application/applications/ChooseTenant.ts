import type { ApplicationBoard, ApplicationStatus } from '../../domain/applications';
import type { Downloads } from '../shared/ports';
import type { ApplicationsApi } from './ports';

export type BoardAction =
  | { kind: 'move'; applicationId: string; status: ApplicationStatus }
  | { kind: 'requestDocuments'; applicationId: string }
  | { kind: 'window'; adId: string; hours: number };

/**
 * The landlord's board of an ad: loaded, a fair first round opened or ended, applicants moved, documents asked for and
 * opened (watermarked).
 */
export class ChooseTenant {
  constructor(
    private readonly api: ApplicationsApi,
    private readonly downloads: Downloads,
  ) {}

  load(adId: string): Promise<ApplicationBoard> {
    return this.api.board(adId);
  }

  execute(action: BoardAction): Promise<ApplicationBoard> {
    if (action.kind === 'window') return this.api.setWindow(action.adId, action.hours);
    return action.kind === 'move'
      ? this.api.move(action.applicationId, action.status)
      : this.api.requestDocuments(action.applicationId);
  }

  async open(applicationId: string, documentId: string): Promise<void> {
    const { filename, content } = await this.api.document(applicationId, documentId);
    this.downloads.save(filename, content);
  }
}
