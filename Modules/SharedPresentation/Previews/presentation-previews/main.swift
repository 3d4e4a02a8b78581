import SharedPresentationPreviews

// `swift run --package-path Modules/SharedPresentation presentation-previews [name] [--width N] [--no-color]`
PresentationPreviews.command.main()
