import { describe, expect, test } from 'vitest'

import { DEFAULT_CONSUMER_HOSTS, hostNameOf, parseHostList, resolveBrand, type BrandConfig } from './brand.ts'

const config: BrandConfig = {
  consumerHosts: parseHostList(undefined),
  clinicianAboutUrl: 'https://consilium.health/subscriptions',
  consumerAboutUrl: 'https://patients.consilium.health/about-us',
  helpUrl: 'https://consilium.health/help',
}

describe('resolveBrand', () => {
  test('five default consumer hosts: two production-like, three test-like', () => {
    expect(DEFAULT_CONSUMER_HOSTS).toHaveLength(5)
    expect(DEFAULT_CONSUMER_HOSTS).toContain('patients.localhost')
  })

  test.each(DEFAULT_CONSUMER_HOSTS)('%s gets the consumer brand and the shared-decision flavour', (host) => {
    const brand = resolveBrand(host, config)
    expect(brand.variant).toBe('consumer')
    expect(brand.flavour).toBe('shared-decision')
    expect(brand.name).toBe('Consilium Choices')
    expect(brand.footerAbout).toEqual({
      label: 'About Consilium Choices',
      url: 'https://patients.consilium.health/about-us',
      isExternal: true,
    })
    expect(brand.articles.length).toBeGreaterThan(0)
  })

  test.each(['127.0.0.1:3000', 'localhost', 'consilium.health', 'evil-patients.localhost', 'patients.localhost.evil.test'])(
    '%s gets the clinician brand',
    (host) => {
      const brand = resolveBrand(host, config)
      expect(brand.variant).toBe('clinician')
      expect(brand.flavour).toBe('clinician')
      expect(brand.name).toBe('Consilium')
      expect(brand.footerAbout.url).toBe('/about')
      expect(brand.articles).toEqual([])
    },
  )

  test('ports, case and a trailing dot do not change the answer', () => {
    expect(resolveBrand('PATIENTS.LOCALHOST:3100', config).variant).toBe('consumer')
    expect(resolveBrand('patients.localhost.', config).variant).toBe('consumer')
  })

  test('the configured list replaces the defaults', () => {
    const custom = { ...config, consumerHosts: parseHostList(' care.example.org , Patients.Example.org ') }
    expect(resolveBrand('patients.example.org', custom).variant).toBe('consumer')
    expect(resolveBrand('patients.localhost', custom).variant).toBe('clinician')
  })
})

describe('hostNameOf', () => {
  test('strips ports, keeps IPv6 brackets', () => {
    expect(hostNameOf('example.org:8080')).toBe('example.org')
    expect(hostNameOf('[::1]:3000')).toBe('[::1]')
    expect(hostNameOf('[::1]')).toBe('[::1]')
  })
})
