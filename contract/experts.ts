import * as v from 'valibot'

/** Where an expert's photo is served to everyone: the directory is public, so the photo of a listed expert is. */
export const expertPhotoPath = (expertId: string) => `/api/subject-experts/${expertId}/photo`

export const ExpertId = v.pipe(v.string('Invalid expert id'), v.uuid('Invalid expert id'))
