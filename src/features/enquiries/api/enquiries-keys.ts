// The writing-service options are the same for everyone, so the key is not a user key.
export const enquiryKeys = {
  services: ['enquiries', 'services'] as const,
}
