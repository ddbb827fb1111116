/// A device's name: the one its User-Agent suggests when it pairs ("Pixel 8", "iPhone"), or the
/// one given to it.
enum DeviceName {
    /// What the device the `userAgent` header describes is called: the model an Android browser
    /// names ("Pixel 8"; "Android phone" when it names none, as reduced User-Agents do), "iPhone",
    /// "iPad", "Mac", "Windows PC", "Chromebook", "Linux PC"; "Device" for anything else.
    static func from(userAgent: String?) -> String {
        guard let userAgent else { return "Device" }
        if let android = userAgent.range(of: "Android") {
            // "(Linux; Android 14; Pixel 8 Build/…)": the part after the version.
            let parts = userAgent[android.upperBound...].prefix { $0 != ")" }.split(separator: ";").dropFirst()
            let model = parts.first.map { String($0.split(separator: " ").prefix { $0 != "Build" && !$0.hasPrefix("Build/") }.joined(separator: " ")) } ?? ""
            if let name = try? checked(model), name.count > 1, name != "wv" { return name }
            return userAgent.contains("Mobile") ? "Android phone" : "Android tablet"
        }
        let known = [("iPhone", "iPhone"), ("iPad", "iPad"), ("CrOS", "Chromebook"), ("Macintosh", "Mac"), ("Windows", "Windows PC"), ("Linux", "Linux PC")]
        return known.first { userAgent.contains($0.0) }?.1 ?? "Device"
    }

    /// `name` without surrounding spaces, when it can name a device: 1 to
    /// ``Device/maximumNameLength`` characters, no control character.
    ///
    /// - Throws: ``Failure`` (bad input) naming what is wrong.
    static func checked(_ name: String) throws -> String {
        let trimmed = String(name.trimmingSpaces)
        guard !trimmed.isEmpty else { throw Failure(.badInput, "a device's name cannot be empty") }
        guard trimmed.count <= Device.maximumNameLength else {
            throw Failure(.badInput, "a device's name has at most \(Device.maximumNameLength) characters, not \(trimmed.count)")
        }
        guard !trimmed.unicodeScalars.contains(where: { $0.properties.generalCategory == .control || $0.properties.generalCategory == .format }) else {
            throw Failure(.badInput, "a device's name cannot hold control characters")
        }
        return trimmed
    }
}
