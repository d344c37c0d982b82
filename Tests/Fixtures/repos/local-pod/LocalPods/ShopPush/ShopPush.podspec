Pod::Spec.new do |s|
  s.name             = 'ShopPush'
  s.version          = '1.2.0'
  s.summary          = 'Shop push notifications: CleverTap set-up and handlers.'
  s.homepage         = 'https://example.com/shop'
  s.license          = { :type => 'Proprietary' }
  s.author           = { 'Shop' => 'mobile@example.com' }
  s.source           = { :path => '.' }
  s.ios.deployment_target = '13.0'
  s.swift_version    = '5.0'
  s.source_files     = 'Sources/**/*.swift'
  s.dependency 'CleverTap-iOS-SDK', '~> 7.0'
end
