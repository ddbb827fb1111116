import CorollaService

extension WateringReminder: ArgumentValue {
    /// `HH:MM`.
    init?(argument: String) {
        self.init(text: argument)
    }
}
