import SharedPresentation

extension PagedListController {
    /// Loads the list, moves the selection down one row (running the work the key asks for) and returns the plain
    /// lines drawn at `height`: how a feature's test reads its title bar's count after a move ("2 of 20"), the
    /// same way for every feature's list.
    @MainActor
    public func linesAfterLoadingAndMovingDown(width: Int = 80, height: Int) async -> [String] {
        await viewModel.load()
        for work in handle(.down, in: ScreenEnvironment(width: width, height: height)).work { await work() }
        return plainLines(of: self, width: width, height: height)
    }
}
