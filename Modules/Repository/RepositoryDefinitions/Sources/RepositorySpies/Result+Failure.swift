extension Result {
    /// The error of a failure, nil on success: for assertions like `XCTAssertEqual(result.failure, .timeout)`.
    public var failure: Failure? {
        if case .failure(let error) = self { error } else { nil }
    }
}
