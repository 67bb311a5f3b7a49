/// Which page of a list to fetch: a 1-based page number, a page size and, for sources that page by
/// position rather than by number, an opaque cursor.
///
/// Start with ``first(size:)`` and follow ``Page/next`` to load more; never build a cursor yourself —
/// it is whatever the source handed back (GitHub's public list, for example, pages by repository id).
public struct PageRequest: Hashable, Sendable, Codable {
    /// The largest page size a source must honour (GitHub's limit).
    public static let maximumSize = 100
    /// The page size used when none is given.
    public static let defaultSize = 30
    /// The largest page number: ten million, past any list a source holds (GitHub's search serves
    /// 1,000 results), and small enough that ``offset`` never overflows. A number read from a file
    /// or a reply is checked against it before anything computes with it.
    public static let maximumNumber = 10_000_000

    /// The 1-based page number.
    public let number: Int
    /// How many items a page holds at most.
    public let size: Int
    /// A source-specific position to continue from, if the source pages that way.
    public let cursor: String?

    /// Validates a page request.
    /// - Throws: ``PageRequestError`` when `number` is outside `1...maximumNumber` or `size` is
    ///   outside `1...maximumSize`.
    public init(number: Int, size: Int = PageRequest.defaultSize, cursor: String? = nil) throws(PageRequestError) {
        guard number >= 1 else { throw .numberBelowOne(number) }
        guard number <= Self.maximumNumber else { throw .numberAboveMaximum(number, maximum: Self.maximumNumber) }
        guard (1...Self.maximumSize).contains(size) else { throw .sizeOutOfRange(size, maximum: Self.maximumSize) }
        self.number = number
        self.size = size
        self.cursor = cursor
    }

    private init(validNumber: Int, validSize: Int, cursor: String?) {
        self.number = validNumber
        self.size = validSize
        self.cursor = cursor
    }

    /// The first page with the default size.
    public static let first = PageRequest(validNumber: 1, validSize: defaultSize, cursor: nil)

    /// The first page, with `size` clamped into `1...maximumSize`.
    public static func first(size: Int) -> PageRequest {
        PageRequest(validNumber: 1, validSize: min(max(size, 1), maximumSize), cursor: nil)
    }

    /// The page after this one, with the same size and the given cursor. Past
    /// ``maximumNumber`` it is the last page again: no source lists that far.
    public func following(cursor: String? = nil) -> PageRequest {
        PageRequest(validNumber: min(number + 1, Self.maximumNumber), validSize: size, cursor: cursor)
    }

    /// How many items come before this page when pages are numbered.
    public var offset: Int { (number - 1) * size }

    private enum CodingKeys: String, CodingKey {
        case number, size, cursor
    }

    /// Decodes a page request, refusing a number or size that ``init(number:size:cursor:)`` would
    /// refuse: a damaged or forged file never yields a page before the first, past the last, or of
    /// an impossible size.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let number = try container.decode(Int.self, forKey: .number)
        let size = try container.decode(Int.self, forKey: .size)
        let cursor = try container.decodeIfPresent(String.self, forKey: .cursor)
        do {
            try self.init(number: number, size: size, cursor: cursor)
        } catch {
            throw DecodingError.dataCorruptedError(forKey: .number, in: container, debugDescription: error.description)
        }
    }
}
