/** A media library image offered by the Insert Image picker. */
export type MediaImage = {
  id: string;
  filePath: string;
  originalName: string;
  mimeType: string;
  fileSize: number;
  createdAt: string;
};
