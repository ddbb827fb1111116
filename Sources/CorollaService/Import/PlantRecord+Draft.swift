import CorollaModel

extension PlantRecord {
    /// The plant this record describes: its values, and `existing`'s for the fields it does not have
    /// (its name too, for a record without one).
    ///
    /// A `photo` field replaces the stored photo (and a photo path not read yet) with its thumbnail,
    /// or removes it when empty; a plant with a photo has the photo's aspect. The last watering is
    /// what the catalog's triggers store: the later of the record's (a watering it records) and
    /// the plant's (the latest of its history), so an empty one changes nothing and an earlier one
    /// only joins the history (``historyDays(besides:)``), as `plants edit --watered` does.
    ///
    /// - Parameters:
    ///   - key: the key the plant is stored under (the record's, or the one the importer resolved).
    func draft(key: String, over existing: Plant?) -> PlantDraft {
        var draft = existing?.draft ?? PlantDraft(name: "")
        draft.key = key
        for field in Self.overwritten where given.contains(field) && (field != .name || name != nil) {
            draft.setValue(values.value(of: field), for: field)
        }
        draft.lastWatered = [given.contains(.lastWatered) ? values.lastWatered : nil, existing?.lastWatered].compactMap { $0 }.max()
        if given.contains(.photo) {
            let aspect = draft.photoAspect
            draft.setPhoto(storedPhoto)
            // Without a photo, a given aspect keeps an image area of that shape.
            if storedPhoto == nil { draft.photoAspect = given.contains(.photoAspect) ? aspect : nil }
        } else if let photo = draft.photo {
            draft.photoAspect = Double(photo.width) / Double(photo.height)
        }
        return draft
    }

    /// The fields a record's value replaces the stored one of: every edited field but the last
    /// watering (the later one stays) and the photo (read from its file).
    private static let overwritten = Plant.editedFields.filter { $0 != .lastWatered && $0 != .photo }

    /// The days the record adds to the plant's watering history besides what writing `draft`
    /// records: its `waterings`, and a last watering earlier than the plant's.
    func historyDays(besides draft: PlantDraft) -> [CalendarDate] {
        guard given.contains(.lastWatered), let lastWatered = values.lastWatered, lastWatered != draft.lastWatered else { return waterings ?? [] }
        return (waterings ?? []) + [lastWatered]
    }
}
