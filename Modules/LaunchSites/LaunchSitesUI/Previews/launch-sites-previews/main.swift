import LaunchSitesPreviews

// `swift run --package-path Modules/LaunchSites/LaunchSitesUI launch-sites-previews [name] [--width N] [--no-color]`
LaunchSitesPreviews.command.main()
