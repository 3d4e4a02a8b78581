import LaunchesPreviews

// `swift run --package-path Modules/Launches/LaunchesUI launches-previews [name] [--width N] [--no-color]`
LaunchesPreviews.command.main()
