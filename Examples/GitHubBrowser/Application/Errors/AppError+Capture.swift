extension AppError {
    /// Runs `operation`, turning whatever it throws into an ``AppError``.
    static func capture<Value>(_ operation: () async throws -> Value) async throws(AppError) -> Value {
        do {
            return try await operation()
        } catch {
            throw AppError(error)
        }
    }

    /// Runs the synchronous `operation`, turning whatever it throws into an ``AppError``.
    static func capture<Value>(_ operation: () throws -> Value) throws(AppError) -> Value {
        do {
            return try operation()
        } catch {
            throw AppError(error)
        }
    }
}
