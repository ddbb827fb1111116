extension PlantDraft {
    /// The stored columns besides the key, in `Plant.contentColumns` order.
    var contentValues: [DatabaseValue] {
        var values: [DatabaseValue] = []
        values.reserveCapacity(Plant.contentColumns.count)
        appendContentValues(to: &values)
        return values
    }

    /// Appends `contentValues` to `arguments` (a bulk statement's, without an array per draft).
    func appendContentValues(to arguments: inout [DatabaseValue]) {
        arguments.append(.text(name))
        arguments.append(kind.databaseValue)
        arguments.append(notes.databaseValue)
        arguments.append(waterEveryDays.databaseValue)
        arguments.append(lastWatered.databaseValue)
        arguments.append(photoPath.databaseValue)
        arguments.append(photoAspect.databaseValue)
        photo.appendValues(to: &arguments)
    }
}
